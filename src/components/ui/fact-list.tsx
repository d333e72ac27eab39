import type { ReactNode } from 'react';

/** Label–value pairs (runtime, director, theater, time…) as a two-column description list. */
export function FactList({
  facts,
  testId,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
  testId?: string;
}) {
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid={testId}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-text-alt">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
