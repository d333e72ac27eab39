// npm run check:cycles (and a step of npm test): fails on an import circle that spans folders.
// Modules of one folder may lean on each other; a circle through several folders means that none
// of them can be understood, tested or moved without the others, so it is refused. Every import
// counts, type-only and dynamic ones included: the specifiers are read by TypeScript's own
// pre-processor and resolved for `@/` (src/) and relative paths; packages are left out.
// Usage: node scripts/check-import-cycles.mjs [root] (the repository's root by default).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MODULE_FILE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const DECLARATION_FILE = /\.d\.[mc]?ts$/;
const RESOLVED_ENDINGS = ['', '.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx'];

/** Every module file under `dir`, as paths relative to `root` with forward slashes, sorted. */
function moduleFiles(root, dir) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (MODULE_FILE.test(entry.name) && !DECLARATION_FILE.test(entry.name)) found.push(child);
    }
  };
  if (existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

/** The module a specifier names, relative to root; null for a package or a file outside `known`. */
function resolveSpecifier(specifier, importer, known) {
  let base;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = path.posix.join(path.posix.dirname(importer), specifier);
  else return null;
  for (const ending of RESOLVED_ENDINGS) if (known.has(base + ending)) return base + ending;
  // A `.js` specifier may name its TypeScript source.
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const ending of ['.ts', '.tsx', '.mts']) if (stem !== base && known.has(stem + ending)) return stem + ending;
  return null;
}

/** The import graph of the modules under `dir`: file → the files it imports (sorted, no repeats). */
export function importGraph(root, dir = 'src') {
  const files = moduleFiles(root, dir);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const target = resolveSpecifier(fileName, file, known);
      if (target !== null) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Tarjan's strongly connected components, without recursion (a long import chain is deep). */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        components.push(component.sort());
      }
    }
  }
  return components;
}

/** The shortest path from `from` to `to` through the members of one component (both included). */
function shortestPath(graph, members, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target) || previous.has(target)) continue;
      previous.set(target, node);
      queue.push(target);
    }
  }
  const route = [];
  for (let node = to; node !== null; node = previous.get(node)) route.unshift(node);
  return route;
}

const folderOf = (file) => path.posix.dirname(file);

/**
 * The import circles of the modules under `dir`: those whose modules sit in more than one folder
 * (refused), and those inside one folder (allowed). A circle is a strongly connected component of
 * the import graph; for one across folders, `crossings` are its imports from one folder to another
 * (where it can be cut) and `example` one shortest circle through such an import.
 */
export function findImportCycles(root, dir = 'src') {
  const graph = importGraph(root, dir);
  const acrossFolders = [];
  const withinFolder = [];
  for (const members of stronglyConnected(graph)) {
    if (members.length < 2) continue;
    const folders = [...new Set(members.map(folderOf))].sort();
    if (folders.length === 1) {
      withinFolder.push({ folder: folders[0], members });
      continue;
    }
    const inside = new Set(members);
    const crossings = [];
    for (const from of members)
      for (const to of graph.get(from) ?? [])
        if (inside.has(to) && folderOf(to) !== folderOf(from)) crossings.push({ from, to });
    let example = [];
    for (const { from, to } of crossings) {
      const circle = [from, ...shortestPath(graph, inside, to, from)];
      if (example.length === 0 || circle.length < example.length) example = circle;
    }
    acrossFolders.push({ members, folders, crossings, example });
  }
  return { modules: graph.size, acrossFolders, withinFolder };
}

/** The report printed by the command. */
export function formatCycleReport({ modules, acrossFolders, withinFolder }) {
  const lines = [];
  if (acrossFolders.length === 0) lines.push(`No import circle spans folders (${modules} modules).`);
  else lines.push(`${acrossFolders.length} import circle(s) span folders (${modules} modules):`);
  acrossFolders.forEach(({ members, folders, crossings, example }, number) => {
    lines.push('', `${number + 1}. ${members.length} modules in ${folders.length} folders:`);
    for (const folder of folders) {
      const names = members
        .filter((member) => folderOf(member) === folder)
        .map((member) => path.posix.basename(member));
      lines.push(`     ${folder}/: ${names.join(', ')}`);
    }
    lines.push('   imports from one folder to another inside it:');
    for (const { from, to } of crossings) lines.push(`     ${from} → ${to}`);
    lines.push(`   e.g. ${example.join(' → ')}`);
  });
  if (withinFolder.length > 0) {
    lines.push('', `Circles inside one folder (allowed): ${withinFolder.length}`);
    for (const { folder, members } of withinFolder)
      lines.push(`   ${folder}/: ${members.map((member) => path.posix.basename(member)).join(' ⇄ ')}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`check-import-cycles: ${root} is not a folder.`);
    process.exit(2);
  }
  const report = findImportCycles(root);
  console.log(formatCycleReport(report));
  process.exit(report.acrossFolders.length > 0 ? 1 : 0);
}
