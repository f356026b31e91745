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
  iptc: null,
  icc: null,
};

/** The metadata to write, already cleaned and made true of the output. */
export interface OutputMetadata {
  exif: Uint8Array | null;
  xmp: string | null;
  xmpExtended: string | null;
  /** Still the source's GUID when the extended packet is unchanged: no need to hash megabytes again. */
  xmpExtendedGuid: string | null;
  iptc: Uint8Array | null;
  /** A profile that replaces whatever profile the encoder wrote; null keeps the encoder's. */
  icc: Uint8Array | null;
}

/** An output file as new bytes and byte ranges of the encoded file, in order. */
export type Part = Uint8Array | { from: number; to: number };
