// The part of libheif-js's wasm bundle we use (its own .d.ts describes the raw module, not the
// HeifDecoder wrapper the bundle adds).
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  export interface HeifImage {
    get_width(): number;
    get_height(): number;
    is_primary(): boolean;
    /** Whether the alpha is stored premultiplied (an iref 'prem'); display() hands it over as stored. */
    is_premultiplied_alpha(): boolean;
    /** Fills `target.data` with RGBA (irot/imir applied) and calls back with it, or with null on failure. */
    display(
      target: { data: Uint8ClampedArray; width: number; height: number },
      done: (out: unknown) => void,
    ): void;
    free(): void;
  }
  export interface HeifDecoder {
    decode(bytes: Uint8Array): HeifImage[];
    decoder: unknown;
  }
  /**
   * The C API as exported from the module: pointers are numbers into HEAPU8, and a function that
   * returns `struct heif_error` takes where to write it (code first, as an i32) as its first argument.
   */
  export interface LibHeifC {
    HEAPU8: Uint8Array;
    HEAP32: Int32Array;
    _malloc(size: number): number;
    _free(ptr: number): void;
    _heif_context_alloc(): number;
    _heif_context_free(ctx: number): void;
    _heif_context_read_from_memory_without_copy(
      err: number,
      ctx: number,
      data: number,
      size: number,
      options: number,
    ): void;
    _heif_context_get_primary_image_handle(err: number, ctx: number, out: number): void;
    _heif_image_handle_get_thumbnail(err: number, handle: number, id: number, out: number): void;
    _heif_image_handle_has_alpha_channel(handle: number): number;
    _heif_image_handle_is_premultiplied_alpha(handle: number): number;
    _heif_image_handle_release(handle: number): void;
    _heif_decode_image(
      err: number,
      handle: number,
      out: number,
      colorspace: number,
      chroma: number,
      options: number,
    ): void;
    _heif_image_get_width(image: number, channel: number): number;
    _heif_image_get_height(image: number, channel: number): number;
    _heif_image_get_plane_readonly(image: number, channel: number, stride: number): number;
    _heif_image_release(image: number): void;
  }
  export interface LibHeif extends LibHeifC {
    HeifDecoder: new () => HeifDecoder;
    heif_context_free(context: unknown): void;
  }
  const factory: () => LibHeif;
  export default factory;
}
