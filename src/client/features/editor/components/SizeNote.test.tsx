// @vitest-environment happy-dom
// Decision 354: the size note names each photo that comes out smaller; a batch of 5,000 photos keeps
// the panel (rendered again on every drag of a layer) from drawing 5,000 lines it does not show.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '#client/test-utils/renderWithProviders';
import { SizeNote } from './SizeNote';

const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `p${i}.jpg`, width: 4000, height: 3000 }));

describe('size note', () => {
  afterEach(cleanup);

  it('draws the folded names only once the user opens them', () => {
    const { container } = renderWithProviders(<SizeNote photos={photos(5000)} resize={1080} />);
    // Counts are grouped as the usage figures are (5,000, not 5000).
    expect(screen.getByText('5,000 photos will be smaller than their originals:')).toBeInTheDocument();
    expect(screen.getByText('5,000 are resized to a long edge of 1080 px')).toBeInTheDocument();
    expect(container.querySelectorAll('li bdi[dir="ltr"]')).toHaveLength(10);
    const more = screen.getByText('Show 4,995 more photos');
    (more.parentElement as HTMLDetailsElement).open = true;
    fireEvent(more.parentElement!, new Event('toggle'));
    expect(screen.getByText('p4999.jpg')).toBeInTheDocument();
  });
});
