import { Counter, Histogram, type CounterConfiguration, type HistogramConfiguration } from 'prom-client';

// Counters and histograms for the request path: a series is looked up once and then counted with a
// few number writes, and prom-client reads the figures only when Prometheus scrapes. Through
// prom-client's own labels().inc() and observe() the gateway's four updates a call cost ~10 µs in a
// loaded process, a tenth of its throughput (bench/observability-cost.mjs, docs/decisions/0033).
// What a scrape shows is the same: the series are added to those of the usual API, in its shapes.

type LabelSet = Record<string, string | number>;
type ExportedValue = {
  labels: LabelSet;
  value: number;
  metricName?: string;
  sharedLabels?: LabelSet;
  exemplar?: null;
};
type Exported = Awaited<ReturnType<Counter['get']>>;

function labelsOf(names: readonly string[], values: readonly string[]): LabelSet {
  if (values.length !== names.length)
    throw new Error(`expected ${names.length} label values (${names.join(', ')}), got ${values.length}`);
  return Object.fromEntries(names.map((name, index) => [name, values[index]!]));
}

/**
 * The series of a metric by their label values, in maps nested one level per label (one or two
 * labels): a lookup joins no strings and gathers no arguments.
 */
class SeriesIndex<S> {
  private byFirst = new Map<string, S | Map<string, S>>();
  readonly all: S[] = [];
  private readonly names: readonly string[];
  private readonly make: (labels: LabelSet) => S;

  constructor(names: readonly string[], make: (labels: LabelSet) => S) {
    if (names.length < 1 || names.length > 2) throw new Error('a hot metric has one or two labels');
    this.names = names;
    this.make = make;
  }

  get(first: string, second?: string): S {
    const found = this.byFirst.get(first);
    if (this.names.length === 1) {
      if (second !== undefined) throw new Error(`expected 1 label value (${this.names[0]}), got 2`);
      return (found as S | undefined) ?? this.add(this.byFirst, first, [first]);
    }
    if (second === undefined) throw new Error(`expected 2 label values (${this.names.join(', ')}), got 1`);
    let inner = found as Map<string, S> | undefined;
    if (!inner) {
      inner = new Map();
      this.byFirst.set(first, inner);
    }
    return inner.get(second) ?? this.add(inner, second, [first, second]);
  }

  private add(map: Map<string, S | Map<string, S>>, key: string, values: string[]): S {
    const series = this.make(labelsOf(this.names, values));
    map.set(key, series);
    this.all.push(series);
    return series;
  }
}

/** One series of a HotCounter: `inc()` adds one. */
export class CounterSeries {
  readonly labels: LabelSet;
  value = 0;

  constructor(labels: LabelSet) {
    this.labels = labels;
  }

  inc(amount = 1): void {
    this.value += amount;
  }
}

/** A prom-client Counter whose hot series are kept apart, as plain numbers, until a scrape. */
export class HotCounter<T extends string> extends Counter<T> {
  private hot: SeriesIndex<CounterSeries>;
  private readonly names: readonly string[];

  constructor(configuration: CounterConfiguration<T>) {
    super(configuration);
    this.names = configuration.labelNames ?? [];
    this.hot = new SeriesIndex(this.names, (labels) => new CounterSeries(labels));
  }

  /** The series of these label values (in labelNames' order), made on first use. */
  series(first: string, second?: string): CounterSeries {
    return this.hot.get(first, second);
  }

  override async get(): Promise<Exported> {
    const exported = await super.get();
    const values = exported.values as ExportedValue[];
    for (const series of this.hot.all) {
      const same = values.find((value) => this.names.every((name) => value.labels[name] === series.labels[name]));
      if (same) same.value += series.value;
      else values.push({ labels: { ...series.labels }, value: series.value });
    }
    return exported;
  }

  override reset(): void {
    super.reset();
    // prom-client's constructor resets too, before this class has its label names.
    if (this.names) this.hot = new SeriesIndex(this.names, (labels) => new CounterSeries(labels));
  }
}

/** One series of a HotHistogram: `observe(seconds)` counts a value in its bucket. */
export class HistogramSeries {
  readonly labels: LabelSet;
  readonly bounds: readonly number[];
  /** Per bucket, not cumulative; the last one is +Inf. */
  readonly buckets: Float64Array;
  sum = 0;
  count = 0;

  constructor(labels: LabelSet, bounds: readonly number[]) {
    this.labels = labels;
    this.bounds = bounds;
    this.buckets = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    if (!Number.isFinite(value)) return;
    const bounds = this.bounds;
    let index = 0;
    while (index < bounds.length && value > bounds[index]!) index += 1;
    this.buckets[index]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

const HISTOGRAM_PROTOTYPE = Histogram.prototype as unknown as { getForPromString(this: unknown): Promise<unknown> };

/** A prom-client Histogram whose hot series are kept apart, as plain numbers, until a scrape. */
export class HotHistogram<T extends string> extends Histogram<T> {
  private hot: SeriesIndex<HistogramSeries>;
  private readonly names: readonly string[];
  private readonly bounds: readonly number[];
  private readonly metricName: string;

  constructor(configuration: HistogramConfiguration<T> & { buckets: number[] }) {
    super(configuration);
    this.metricName = configuration.name;
    this.names = configuration.labelNames ?? [];
    this.bounds = [...configuration.buckets].sort((a, b) => a - b);
    this.hot = this.emptyIndex();
  }

  private emptyIndex(): SeriesIndex<HistogramSeries> {
    return new SeriesIndex(this.names, (labels) => new HistogramSeries(labels, this.bounds));
  }

  /** The series of these label values (in labelNames' order), made on first use. */
  series(first: string, second?: string): HistogramSeries {
    return this.hot.get(first, second);
  }

  // prom-client's registry writes the text exposition from getForPromString, and its get() reads
  // it too (not in its typings; hot-metrics.test.ts fails if that changes): the hot series are added
  // in the shapes prom-client gives its own (cumulative buckets, then +Inf, _sum and _count).
  async getForPromString(): Promise<Exported> {
    const exported = await (HISTOGRAM_PROTOTYPE.getForPromString.call(this) as Promise<Exported>);
    const values = exported.values as ExportedValue[];
    for (const series of this.hot.all) {
      const bucketName = `${this.metricName}_bucket`;
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.buckets[index]!;
        values.push({
          labels: { le: bound },
          sharedLabels: { ...series.labels },
          value: cumulative,
          metricName: bucketName,
          exemplar: null,
        });
      });
      values.push(
        {
          labels: { le: '+Inf' },
          sharedLabels: { ...series.labels },
          value: series.count,
          metricName: bucketName,
          exemplar: null,
        },
        { labels: {}, sharedLabels: { ...series.labels }, value: series.sum, metricName: `${this.metricName}_sum` },
        { labels: {}, sharedLabels: { ...series.labels }, value: series.count, metricName: `${this.metricName}_count` },
      );
    }
    return exported;
  }

  override reset(): void {
    super.reset();
    // prom-client's constructor resets too, before this class has its label names.
    if (this.names) this.hot = this.emptyIndex();
  }
}
