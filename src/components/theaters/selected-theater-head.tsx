import { selectedTheaterBootScript, selectedTheaterCss } from '@/lib/theaters/selected-theater.ts';
import { playsElsewhereCss } from '@/lib/theaters/where-it-plays.ts';
import { getSiteFile } from '@/server/site/site.ts';

/**
 * In <head> on a circuit: the selected theater is read from its cookie and set on <html> before
 * the body is parsed, and CSS shows only that theater's blocks. Pre-rendered pages stay the same
 * for everyone and still never paint another theater's showtimes.
 */
export function SelectedTheaterHead() {
  const { configuration } = getSiteFile();
  if (configuration.isSingleLocation) return null;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: selectedTheaterBootScript(configuration.theaterIds) }} />
      <style
        dangerouslySetInnerHTML={{
          __html: selectedTheaterCss(configuration.theaterIds) + playsElsewhereCss(configuration.theaterIds),
        }}
      />
    </>
  );
}
