import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUNDNESS, roundnessVariables } from './roundness.ts';

const content = (vars: Record<string, string>) => [0, 1, 2, 3, 4, 5].map((i) => vars[`--radius-${i}`]);
const buttons = (vars: Record<string, string>) => [vars['--radius-button-sm'], vars['--radius-button']];

describe('§9.5 roundness table', () => {
  it('content NONE: all 0', () => {
    expect(content(roundnessVariables({ content: 'NONE' }))).toEqual(['0px', '0px', '0px', '0px', '0px', '0px']);
  });
  it('content MEDIUM: 0, 2, 4, 8, 16, 99999px', () => {
    expect(content(roundnessVariables({ content: 'MEDIUM' }))).toEqual(['0px', '2px', '4px', '8px', '16px', '99999px']);
  });
  it('content HIGH: 3, 12, 26, 40, 50, 99999px', () => {
    expect(content(roundnessVariables({ content: 'HIGH' }))).toEqual([
      '3px',
      '12px',
      '26px',
      '40px',
      '50px',
      '99999px',
    ]);
  });
  it('buttons NONE: 0', () => {
    expect(buttons(roundnessVariables({ buttons: 'NONE' }))).toEqual(['0px', '0px']);
  });
  it('buttons MEDIUM: 4, 8px', () => {
    expect(buttons(roundnessVariables({ buttons: 'MEDIUM' }))).toEqual(['4px', '8px']);
  });
  it('buttons HIGH: 6px (force-small), 999px', () => {
    expect(buttons(roundnessVariables({ buttons: 'HIGH' }))).toEqual(['6px', '999px']);
  });
  it('defaults to MEDIUM content and HIGH buttons', () => {
    expect(DEFAULT_ROUNDNESS).toEqual({ content: 'MEDIUM', buttons: 'HIGH' });
    expect(roundnessVariables()).toEqual(roundnessVariables({ content: 'MEDIUM', buttons: 'HIGH' }));
    expect(roundnessVariables({ buttons: 'NONE' })['--radius-1']).toBe('2px');
  });
});
