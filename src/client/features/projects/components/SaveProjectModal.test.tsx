// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Batch } from '#client/lib/batch';
import { renderWithProviders } from '#client/test-utils/renderWithProviders';
import { PLANS } from '#shared/plans';
import { projectPhotoRule } from '#shared/schemas/projects';
import { SaveProjectModal } from './SaveProjectModal';

const settings = { x: 0.1, y: 0.2, scale: 0.3, opacity: 1, rotation: 0 };
const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array(10)], name, { type });
const batch = (images = 2, logo = true): Batch => ({
  images: Array.from({ length: images }, (_, i) => ({
    id: `id-${i}`,
    file: file(`p${i}.jpg`),
    name: `p${i}.jpg`,
    settings,
    placements: {},
  })),
  logo: logo
    ? { file: file('brand.png', 'image/png'), name: 'brand.png', type: 'image/png', width: 10, height: 5 }
    : null,
  watermark: null,
  projectSettings: settings,
});

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderModal(b: Batch, props: Partial<Parameters<typeof SaveProjectModal>[0]> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const onWorkSaved = vi.fn<(saved: Batch) => void>();
  renderWithProviders(
    <SaveProjectModal
      batch={b}
      openProject={null}
      onClose={onClose}
      onSaved={onSaved}
      onWorkSaved={onWorkSaved}
      {...props}
    />,
  );
  return { onClose, onSaved, onWorkSaved };
}

/** The network is the boundary we replace: the server itself is covered by API and e2e tests. */
function stubServer(respond: (init: RequestInit) => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond(init);
  });
  return calls;
}

const created = (name: string) =>
  new Response(JSON.stringify({ project: { id: 'new-id', name } }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });

describe('SaveProjectModal', () => {
  it('shows the checkbox and summary only with images, and needs a name', async () => {
    const user = userEvent.setup();
    const calls = stubServer(async () => created('x'));
    renderModal(batch(2));
    expect(screen.getByRole('checkbox', { name: 'Save images with project' })).toBeChecked();
    expect(screen.getByText('Images: 2')).toBeInTheDocument();
    expect(screen.getByText('Logo: brand.png')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Project Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a project name');
    expect(calls).toHaveLength(0);
  });

  it('says what the save does to the photos: reduced on Lite, full size on Pro and Ultra', () => {
    renderModal(batch(1));
    expect(screen.getByRole('checkbox', { name: 'Save images with project' })).toHaveAccessibleDescription(
      'Large photos are reduced to 1920×1080 before upload.',
    );
    cleanup();
    renderModal(batch(1), { photoRule: projectPhotoRule(PLANS.pro) });
    expect(screen.getByRole('checkbox', { name: 'Save images with project' })).toHaveAccessibleDescription(
      'Photos are saved at full size, exactly as you added them.',
    );
  });

  it('has no checkbox without images, and refuses to save without a logo', async () => {
    const user = userEvent.setup();
    stubServer(async () => created('x'));
    renderModal(batch(0, false));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Project Name' }), 'Brand');
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No logo to save');
  });

  it('disables the form while saving, shows "Project Saved!" for 2 s, then closes', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    let release: (r: Response) => void = () => {};
    const calls = stubServer(() => new Promise((r) => (release = r)));
    const { onClose, onSaved } = renderModal(batch(2));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(screen.getByRole('textbox', { name: 'Project Name' }), '  Shoot  ');
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Project Name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const form = calls[0]!.init.body as FormData;
    expect(JSON.parse(form.get('meta') as string)).toEqual({
      name: 'Shoot',
      positions: { 'id-0': settings, 'id-1': settings },
      // Each photo's size before save compression; these test photos carry none.
      originals: [null, null],
    });
    expect(form.getAll('images')).toHaveLength(2);
    await act(async () => release(created('Shoot')));
    expect(await screen.findByText('Project Saved!')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ id: 'new-id', name: 'Shoot' });
    await act(async () => vi.advanceTimersByTime(1900));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the form and shows the server's limit message on failure", async () => {
    const user = userEvent.setup();
    stubServer(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'project_limit', message: 'Free plan users can save up to 2 projects.' },
          }),
          { status: 403 },
        ),
    );
    const { onClose } = renderModal(batch(1));
    await user.type(screen.getByRole('textbox', { name: 'Project Name' }), 'Third');
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Free plan users can save up to 2 projects. Upgrade to Pro for unlimited projects.',
    );
    expect(screen.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Third');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves only "logo-settings" when images are not saved, and updates the open project', async () => {
    const user = userEvent.setup();
    const calls = stubServer(async () => created('Open one'));
    renderModal(batch(2), { openProject: { id: 'open-id', name: 'Open one' } });
    expect(screen.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Open one');
    await user.click(screen.getByRole('checkbox', { name: 'Save images with project' }));
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    await screen.findByText('Project Saved!');
    expect(calls[0]!.url).toBe('/api/projects/open-id');
    expect(calls[0]!.init.method).toBe('PUT');
    const form = calls[0]!.init.body as FormData;
    expect(JSON.parse(form.get('meta') as string).positions).toEqual({ 'logo-settings': settings });
    expect(form.getAll('images')).toHaveLength(0);
  });

  it('"Save as new" creates another project', async () => {
    const user = userEvent.setup();
    const calls = stubServer(async () => created('Open one'));
    renderModal(batch(1), { openProject: { id: 'open-id', name: 'Open one' } });
    await user.click(screen.getByRole('button', { name: 'Save as new' }));
    await screen.findByText('Project Saved!');
    expect(calls[0]!.url).toBe('/api/projects');
    expect(calls[0]!.init.method).toBe('POST');
  });

  it('a new name typed over the open project saves a new project instead of replacing it', async () => {
    const user = userEvent.setup();
    const calls = stubServer(async () => created('Open two'));
    const { onWorkSaved } = renderModal(batch(1), { openProject: { id: 'open-id', name: 'Open one' } });
    const field = screen.getByRole('textbox', { name: 'Project Name' });
    await user.clear(field);
    await user.type(field, 'Open two');
    expect(
      screen.getByText('Saves a new project "Open two"; "Open one" stays as it is.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    await screen.findByText('Project Saved!');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/projects');
    expect(calls[0]!.init.method).toBe('POST');
    expect(onWorkSaved.mock.calls[0]![0].images).toHaveLength(1);
  });

  it('asks before replacing another project with the typed name, and replaces it only on "Replace"', async () => {
    const user = userEvent.setup();
    const calls = stubServer(async () => created('Forest'));
    renderModal(batch(1), {
      openProject: { id: 'open-id', name: 'Open one' },
      savedProjects: [
        { id: 'open-id', name: 'Open one' },
        { id: 'forest-id', name: 'Forest' },
      ],
    });
    const field = screen.getByRole('textbox', { name: 'Project Name' });
    await user.clear(field);
    await user.type(field, ' Forest ');
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(screen.getByRole('heading', { name: 'Replace "Forest"?' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Project Name' })).toHaveValue(' Forest ');
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    await screen.findByText('Project Saved!');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/projects/forest-id');
    expect(calls[0]!.init.method).toBe('PUT');
  });

  it('"Save as new" on the replace step keeps the other project', async () => {
    const user = userEvent.setup();
    const calls = stubServer(async () => created('Forest'));
    const { onWorkSaved } = renderModal(batch(2), { savedProjects: [{ id: 'forest-id', name: 'Forest' }] });
    await user.click(screen.getByRole('checkbox', { name: 'Save images with project' }));
    await user.type(screen.getByRole('textbox', { name: 'Project Name' }), 'Forest');
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    await user.click(screen.getByRole('button', { name: 'Save as new' }));
    await screen.findByText('Project Saved!');
    expect(calls[0]!.url).toBe('/api/projects');
    expect(calls[0]!.init.method).toBe('POST');
    // Photos left out of the project are still unsaved work.
    expect(onWorkSaved.mock.calls[0]![0].images).toHaveLength(0);
  });
});
