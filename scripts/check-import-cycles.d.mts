// Types of check-import-cycles.mjs for its TypeScript test.

export interface FolderCrossing {
  readonly from: string;
  readonly to: string;
}

export interface CycleAcrossFolders {
  /** The modules of the circle, relative to the root, sorted. */
  readonly members: readonly string[];
  readonly folders: readonly string[];
  /** Its imports from one folder to another: where it can be cut. */
  readonly crossings: readonly FolderCrossing[];
  /** One shortest circle through such an import, its first module repeated at the end. */
  readonly example: readonly string[];
}

export interface CycleWithinFolder {
  readonly folder: string;
  readonly members: readonly string[];
}

export interface ImportCycles {
  readonly modules: number;
  readonly acrossFolders: readonly CycleAcrossFolders[];
  readonly withinFolder: readonly CycleWithinFolder[];
}

export function importGraph(root: string, dir?: string): Map<string, string[]>;
export function findImportCycles(root: string, dir?: string): ImportCycles;
export function formatCycleReport(cycles: ImportCycles): string;
