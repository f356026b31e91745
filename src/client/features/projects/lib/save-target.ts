// Which project a save writes to (decision 090): a different name never destroys another project.
export interface NamedProject {
  id: string;
  name: string;
}

export type SaveTarget =
  | { kind: 'update'; id: string }
  | { kind: 'create' }
  /** Another saved project already has this name: the user chooses to replace it or save a new one. */
  | { kind: 'confirm'; existing: NamedProject };

/** `name` is the trimmed name typed; names match exactly (as saved, after trimming). */
export function saveTarget(
  name: string,
  openProject: NamedProject | null,
  saved: readonly NamedProject[],
): SaveTarget {
  if (openProject && name === openProject.name) return { kind: 'update', id: openProject.id };
  const clash = saved.find((p) => p.name === name && p.id !== openProject?.id);
  return clash ? { kind: 'confirm', existing: clash } : { kind: 'create' };
}
