// What is read from a source photo, and how an output file is spliced without touching its pixels.

export interface SourceMetadata {
  /** The EXIF TIFF block (without the "Exif\0\0" header). */
  exif: Uint8Array | null;
  /** The standard XMP packet. */
  xmp: string | null;
  /** JPEG's extended XMP, reassembled (the packet the standard one's HasExtendedXMP names). */
  xmpExtended: string | null;
  /** The GUID the source gives its extended XMP (the MD5 of its bytes). */
  xmpExtendedGuid: string | null;
  /** The extended packet's bytes as the source has them. */
  xmpExtendedBytes: Uint8Array | null;
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
  iptc: null,
  icc: null,
};

/** The metadata to write, already cleaned and made true of the output. */
export interface OutputMetadata {
  exif: Uint8Array | null;
  xmp: string | null;
  xmpExtended: string | null;
  /**
   * The source's extended packet when it is unchanged: its bytes and GUID are written as they are, so
   * megabytes are neither encoded nor hashed again.
   */
  xmpExtendedSource: { guid: string; bytes: Uint8Array } | null;
  iptc: Uint8Array | null;
  /** A profile that replaces whatever profile the encoder wrote; null keeps the encoder's. */
  icc: Uint8Array | null;
}

/** An output file as new bytes and byte ranges of the encoded file, in order. */
export type Part = Uint8Array | { from: number; to: number };
