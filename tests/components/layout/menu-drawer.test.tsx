import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { MenuDrawer } from '@/components/layout/menu-drawer';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderDrawer() {
  render(
    <MenuDrawer labels={{ open: 'Menu', close: 'Close menu', title: 'Site menu' }}>
      <nav aria-label="Main navigation">
        <ul>
          <li>
            <a href="#companies">Companies</a>
          </li>
        </ul>
      </nav>
    </MenuDrawer>,
  );
  return screen.getByRole('dialog', { hidden: true });
}

describe('MenuDrawer', () => {
  it('opens a named modal drawer holding the menu from a labelled button, and closes from its close button', async () => {
    const dialog = renderDrawer();
    expect(dialog.hasAttribute('open')).toBe(false);
    const open = screen.getByRole('button', { name: 'Menu' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(open);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Site menu' })).toBe(dialog);
    expect(screen.getByRole('link', { name: 'Companies' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('closes when a link in it is followed (the header stays mounted across pages)', async () => {
    const dialog = renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Companies' }));
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('stays open when its own panel is clicked, and closes on a click on the backdrop', async () => {
    const dialog = renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Site menu' }));
    expect(dialog.hasAttribute('open')).toBe(true);
    await userEvent.click(dialog);
    expect(dialog.hasAttribute('open')).toBe(false);
  });
});
