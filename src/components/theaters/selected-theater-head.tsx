import { selectedTheaterBootScript, selectedTheaterCss } from '@/lib/theaters/selected-theater.ts';
import { playsElsewhereCss } from '@/lib/theaters/where-it-plays.ts';
import { getSiteFile } from '@/server/site/site.ts';

// In <head> on a circuit: the selected theater goes from its cookie onto <html> before the body is
// parsed, so pages pre-rendered for everyone never paint another theater's showtimes.
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
