// Prints the share of comment lines in src's non-test modules (of their non-blank lines), and with
// --top N the files with the most comment lines. Comments should say why, once: the share is kept
// at 12 % or less (docs/architecture.md, "Checks that keep it so").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg)) ?? 'src';
const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1] ?? 20) : 0;

const files = execFileSync('git', ['ls-files', folder])
  .toString()
  .split('\n')
  .filter((file) => /\.(tsx?|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file));

/** Comment and non-blank line counts of one source text (line and block comments, JSX comments). */
export function countLines(text) {
  let inBlock = false;
  let comments = 0;
  let lines = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    lines++;
    if (inBlock) {
      comments++;
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('//') || line.startsWith('{/*')) {
      comments++;
    } else if (line.startsWith('/*')) {
      comments++;
      if (!line.includes('*/')) inBlock = true;
    }
  }
  return { comments, lines };
}

const counts = files.map((file) => ({ file, ...countLines(readFileSync(file, 'utf8')) }));
const comments = counts.reduce((sum, entry) => sum + entry.comments, 0);
const lines = counts.reduce((sum, entry) => sum + entry.lines, 0);
console.log(
  `${folder}: ${comments} comment lines of ${lines} non-blank (${((100 * comments) / lines).toFixed(1)} %), ${files.length} modules, tests excluded`,
);
for (const entry of counts.sort((a, b) => b.comments - a.comments).slice(0, top)) {
  console.log(`${String(entry.comments).padStart(5)} / ${String(entry.lines).padStart(5)}  ${entry.file}`);
}
