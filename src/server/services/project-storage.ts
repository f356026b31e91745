// Where saved projects live. Routes talk to this interface only; its implementation
// (project-storage-db.ts) keeps the rows in the database, which makes a save one transaction (all of it
// is written, or none of it), and full-size photos in object storage (decision 279).
import fs from 'node:fs';
import type { ExportSettings } from '#shared/export-settings';
import type { OriginalSize, Positions } from '#shared/schemas/projects';
import type { ProjectWatermark } from '#shared/schemas/watermark-files';

/** Bytes in memory, or an uploaded file on disk that is read only when written. */
export type FileBytes = Uint8Array | { path: string; size: number };

export interface StoredFile {
  name: string;
  /** The sniffed content type. */
  type: string;
  bytes: FileBytes;
  width: number | null;
  height: number | null;
  /** A photo's size before the client reduced it for saving (decision 192). */
  original?: OriginalSize;
}

/** An image layer's file, checked, with the layer's fileId. */
export interface WatermarkLogo extends StoredFile {
  fileId: string;
}

/** A stored image layer's file without its bytes. */
export interface LogoHead {
  fileId: string;
  name: string;
  type: string;
}

export interface ProjectInput {
  name: string;
  positions: Positions;
  exportSettings?: ExportSettings | null;
  /** The first image layer's file (mirrored for the list's thumbnail and older readers); null: text only. */
  logo: StoredFile | null;
  images: StoredFile[];
  /** Null or absent: saved in the old shape (one logo). */
  watermark?: ProjectWatermark | null;
  logos?: WatermarkLogo[];
  /** The photos are the user's own files, kept full size in object storage (decision 279). */
  fullSize?: boolean;
}

export interface ProjectImageRecord {
  name: string;
  type: string;
  width: number | null;
  height: number | null;
  original: OriginalSize;
  size: number;
}

export interface ProjectRecord {
  id: string;
  name: string;
  logoName: string;
  logoType: string;
  positions: Positions;
  exportSettings: ExportSettings | null;
  watermark: ProjectWatermark | null;
  logos: LogoHead[];
  images: ProjectImageRecord[];
  createdAt: string;
  updatedAt: string;
}

export interface FileContent {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export const sizeOf = (f: StoredFile): number =>
  f.bytes instanceof Uint8Array ? f.bytes.byteLength : f.bytes.size;

/** A file's bytes in a buffer of their own. */
export const bytesOf = async (f: { bytes: FileBytes }): Promise<Uint8Array> =>
  f.bytes instanceof Uint8Array ? f.bytes : fs.promises.readFile(f.bytes.path);

/** The plan's project limit was reached (checked inside the saving transaction). */
export class ProjectLimitError extends Error {}

export interface ProjectStorage {
  list(userId: string): Promise<ProjectRecord[]>;
  get(userId: string, id: string): Promise<ProjectRecord | null>;
  /** maxProjects null means unlimited. */
  create(userId: string, input: ProjectInput, limits: { maxProjects: number | null }): Promise<ProjectRecord>;
  /** Replaces everything but id and created_at; null when the user has no such project. */
  replace(userId: string, id: string, input: ProjectInput): Promise<ProjectRecord | null>;
  delete(userId: string, id: string): Promise<boolean>;
  readImage(userId: string, id: string, index: number): Promise<FileContent | null>;
  readLogo(userId: string, id: string): Promise<FileContent | null>;
  readLayerLogo(userId: string, id: string, fileId: string): Promise<FileContent | null>;
}
