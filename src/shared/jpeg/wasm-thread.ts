// A WebAssembly module built from wasm/ (decision 291), compiled and instantiated once per thread with a
// memory of its own that grows to the largest job and is used again for the next (decision 294).

const PAGE = 65536;

export interface WasmThread<E> {
  memory: WebAssembly.Memory;
  exports: E;
}

/**
 * The thread's instance of the module in `base64`, made on first use; null where WebAssembly (or a
 * feature the module needs, such as SIMD) is missing or refused, so callers take their other way.
 */
export function wasmThread<E>(base64: string): () => WasmThread<E> | null {
  let made: WasmThread<E> | null | undefined;
  return () => {
    if (made === undefined) {
      try {
        const module = new WebAssembly.Module(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        const memory = new WebAssembly.Memory({ initial: 1 });
        const exports = new WebAssembly.Instance(module, { env: { memory } }).exports as unknown as E;
        made = { memory, exports };
      } catch {
        made = null;
      }
    }
    return made;
  };
}

/** Grows `memory` to hold `bytes`; false where the browser refuses (the buffer is new if it grew). */
export function growTo(memory: WebAssembly.Memory, bytes: number): boolean {
  const short = Math.ceil(bytes / PAGE) - memory.buffer.byteLength / PAGE;
  try {
    if (short > 0) memory.grow(short);
    return true;
  } catch {
    return false;
  }
}
