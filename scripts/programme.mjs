// npm run programme -- <command>: changes the sandbox's catalogue feed while the sites run (the live
// programme); the sandbox then tells each site it was given in SANDBOX_REVALIDATE. Commands:
//   list <site>                                  the next showtimes still on sale, with their ids
//   sold-out <site> <showtimeId>                 marks one showtime sold out
//   add-showtime <site> <movieId> <theaterId> [HH:MM]   adds one (today at HH:MM, default in two hours)
//   add-film <site> [title]                      adds a film to the programme, with one showtime tomorrow
// SANDBOX_URL (default http://localhost:4010) says where the sandbox is.
const sandbox = (process.env.SANDBOX_URL || 'http://localhost:4010').replace(/\/+$/, '');
const [command, site, ...rest] = process.argv.slice(2);

function usage() {
  console.error(
    'usage: npm run programme -- list|sold-out|add-showtime|add-film <site> …  (see scripts/programme.mjs)',
  );
  process.exit(2);
}
if (!command || !site || !/^[a-z0-9-]{1,60}$/.test(site)) usage();

async function post(action, body) {
  const response = await fetch(`${sandbox}/catalog/${site}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  console.log(JSON.stringify(answer, null, 2));
  if (!response.ok) process.exit(1);
}

try {
  if (command === 'list') {
    const response = await fetch(`${sandbox}/catalog/${site}/feed.json`);
    if (!response.ok) throw new Error(`the sandbox answered ${response.status}`);
    const feed = await response.json();
    const titles = new Map(feed.movies.map((movie) => [movie.id, movie.title]));
    const now = Date.now();
    for (const showtime of feed.showtimes.filter((s) => Date.parse(s.startsAt) >= now).slice(0, 30))
      console.log(`${showtime.id}\t${showtime.startsAt}\t${showtime.availability}\t${titles.get(showtime.movieId)}`);
  } else if (command === 'sold-out' && rest[0]) await post('sold-out', { showtimeId: rest[0] });
  else if (command === 'add-showtime' && rest[0] && rest[1])
    await post('showtimes', { movieId: Number(rest[0]), theaterId: rest[1], ...(rest[2] ? { time: rest[2] } : {}) });
  else if (command === 'add-film') await post('films', rest[0] ? { title: rest.join(' ') } : {});
  else usage();
} catch (error) {
  console.error(`programme: ${error.message} (is the sandbox running at ${sandbox}?)`);
  process.exit(1);
}
