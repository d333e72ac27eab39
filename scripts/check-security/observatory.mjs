// The MDN HTTP Observatory's grade of a local TLS site (npm @mdn/mdn-http-observatory), with its
// own retriever, tests and grading; only the ports are ours (its scan() takes the default 80 and
// 443). Run as a child process so that NODE_EXTRA_CA_CERTS (our self-signed certificate) is read
// at start: `node observatory.mjs localhost {httpsPort} {httpPort}` prints the result as JSON.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageRoot = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));

// The package's install script downloads the HSTS preload list, which an offline install cannot;
// the list only awards credit to preloaded public domains, and localhost is never one.
const preloadList = path.join(packageRoot, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) {
  mkdirSync(path.dirname(preloadList), { recursive: true });
  writeFileSync(preloadList, '{}');
}

const load = (file) => import(path.join(packageRoot, 'src', file));

export async function observatoryGrade(hostname, httpsPort, httpPort) {
  const [{ retrieve }, { ALL_TESTS }, { getGradeForScore, getScoreModifier }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] =
    await Promise.all([
      load('retriever/retriever.js'),
      load('constants.js'),
      load('grader/grader.js'),
      load('grader/charts.js'),
    ]);
  const retrieved = await retrieve(hostname, { httpsPort, httpPort });
  if (!retrieved.responses.auto) throw new Error(`https://${hostname}:${httpsPort}/ did not answer`);
  // The Observatory's scoring: 100, plus every test's modifier; bonuses count only when the
  // penalties alone still leave an A.
  let withBonuses = 100;
  let penaltiesOnly = 100;
  const tests = {};
  for (const test of ALL_TESTS) {
    const output = test(retrieved);
    const modifier = output.result ? getScoreModifier(output.result) : 0;
    withBonuses += modifier;
    if (modifier < 0) penaltiesOnly += modifier;
    tests[output.constructor.name] = { result: output.result, pass: output.pass, modifier };
  }
  const score = penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penaltiesOnly;
  const { grade } = getGradeForScore(score);
  return { grade, score, status: retrieved.responses.auto.status, tests };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [hostname, httpsPort, httpPort] = process.argv.slice(2);
  observatoryGrade(hostname, Number(httpsPort), Number(httpPort)).then(
    (result) => console.log(JSON.stringify(result)),
    (error) => {
      console.log(JSON.stringify({ error: error.message }));
      process.exitCode = 1;
    },
  );
}
