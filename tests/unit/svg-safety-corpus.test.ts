import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSvgProblem } from '#shared/files/svg-safety';
import { ATTACKS } from './svg-attack-corpus';
import { BENIGN } from './svg-benign-corpus';

describe('SVG logo safety against a corpus of known attacks', () => {
  it('holds at least 30 distinct vectors', () => {
    expect(new Set(ATTACKS.map(([, svg]) => svg)).size).toBeGreaterThanOrEqual(30);
  });

  it.each(ATTACKS)('refuses %s', (_name, svg, problem) => {
    expect(findSvgProblem(svg)?.problem).toBe(problem);
  });

  it.each(BENIGN)('accepts an ordinary logo: %s', (_name, svg) => {
    expect(findSvgProblem(svg)).toBeNull();
  });

  it('accepts the fixture logo', () => {
    expect(findSvgProblem(fs.readFileSync(path.resolve('tests/fixtures/logo.svg'), 'utf8'))).toBeNull();
  });

  it('names what is not allowed, so the message can say what to remove', () => {
    expect(findSvgProblem('<svg xmlns="http://www.w3.org/2000/svg"><animate/></svg>')).toEqual({
      problem: 'not_allowed',
      item: '<animate>',
    });
  });
});
