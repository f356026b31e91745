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
  export interface LibHeif {
    HeifDecoder: new () => HeifDecoder;
    heif_context_free(context: unknown): void;
  }
  const factory: () => LibHeif;
  export default factory;
}
