import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import '../../i18n/index.ts';
import { MinScoreCell } from './LinesTable.tsx';

describe('a min score as published', () => {
  it('shows a bound ("580分及以上") as a bound, and a plain score as the score', () => {
    expect(render(<MinScoreCell score={580} bound="atLeast" />).container.textContent).toBe('≥580');
    expect(render(<MinScoreCell score={420} bound="atMost" />).container.textContent).toBe('≤420');
    expect(render(<MinScoreCell score={601} bound={null} />).container.textContent).toBe('601');
    expect(render(<MinScoreCell score={null} />).container.textContent).toBe('-');
  });
});
