// What is read from a source photo, and how an output file is spliced without touching its pixels.

export interface SourceMetadata {
  /** The EXIF TIFF block (without the "Exif\0\0" header). */
  exif: Uint8Array | null;
  /** The standard XMP packet. */
  xmp: string | null;
  /**
   * JPEG's extended XMP, reassembled (the packet the standard one's HasExtendedXMP names). The JPEG
   * reader decodes it on first access only: most outputs copy its bytes and never need the text.
   */
  xmpExtended: string | null;
  /** The GUID the source gives its extended XMP (the MD5 of its bytes). */
  xmpExtendedGuid: string | null;
  /** The extended packet's bytes as the source has them. */
  xmpExtendedBytes: Uint8Array | null;
  /**
   * Where in the source file the extended packet's segments lie, when they are one clean run (in order,
   * back to back, nothing else between): they can then be copied into an output as they are.
   */
  xmpExtendedRange: ByteRange | null;
  /** Photoshop image resources (8BIM), which hold IPTC-IIM. */
  iptc: Uint8Array | null;
  /** The embedded ICC profile. */
  icc: Uint8Array | null;
}

export const NO_METADATA: SourceMetadata = {
  exif: null,
  xmp: null,
  xmpExtended: null,
  xmpExtendedGuid: null,
  xmpExtendedBytes: null,
  xmpExtendedRange: null,
  iptc: null,
  icc: null,
};

/** The metadata to write, already cleaned and made true of the output. */
export interface OutputMetadata {
  exif: Uint8Array | null;
  xmp: string | null;
  /** An extended packet made for the output (the source's rewritten, or a standard one too big). */
  xmpExtended: string | null;
  /**
   * The source's extended packet, unchanged: its bytes and GUID are written as they are (or its
   * segments copied from the source file, `range`), so megabytes are neither decoded, encoded nor
   * hashed again.
   */
  xmpExtendedSource: { guid: string; bytes: Uint8Array; range: ByteRange | null } | null;
  iptc: Uint8Array | null;
  /** A profile that replaces whatever profile the encoder wrote; null keeps the encoder's. */
  icc: Uint8Array | null;
}

export interface ByteRange {
  from: number;
  to: number;
}

/**
 * An output file as new bytes and byte ranges, in order: ranges of the encoded file, or (`of:
 * 'source'`) of the source photo, for metadata written exactly as the source holds it.
 */
export type Part = Uint8Array | (ByteRange & { of?: 'source' });
