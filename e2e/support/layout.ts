import type { Page } from '@playwright/test';

/**
 * What a person sees go wrong with a layout, found in the page as it is now (issue 19):
 * - the document scrolls sideways;
 * - an interactive element is cut off by an ancestor whose overflow is hidden or clip;
 * - two interactive elements overlap (one covers the other's click target).
 * Each problem is one line naming the element(s), so a failure says where to look.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const tolerance = 1;
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `<${element.tagName.toLowerCase()}${classes}>${name ? ` "${name}"` : ''}`;
    };

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + tolerance) {
      // Name the outermost elements that reach past the viewport.
      const wide = [...document.body.querySelectorAll('*')].filter((element) => {
        if (element.closest('.skip-link, .visually-hidden')) return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && (rect.right > root.clientWidth + tolerance || rect.left < -tolerance);
      });
      const outermost = wide.filter((element) => !wide.some((other) => other !== element && other.contains(element)));
      problems.push(
        `the page scrolls sideways: ${root.scrollWidth}px wide in a ${root.clientWidth}px window (${outermost.slice(0, 3).map(describe).join(', ')})`,
      );
    }

    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    // While a modal dialog is open, the page behind it is inert: only the dialog's controls count.
    const modal = document.querySelector('dialog:modal');
    const shown = (element: Element) => {
      if (modal && !modal.contains(element)) return false;
      if (element.closest('[hidden], [inert], .visually-hidden, .skip-link')) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    };
    const controls = [...document.querySelectorAll(selector)].filter(shown);

    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      for (let ancestor = control.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (!clipsX && !clipsY) continue;
        const box = ancestor.getBoundingClientRect();
        const cutX = clipsX && (rect.left < box.left - tolerance || rect.right > box.right + tolerance);
        const cutY = clipsY && (rect.top < box.top - tolerance || rect.bottom > box.bottom + tolerance);
        if (cutX || cutY) {
          problems.push(`${describe(control)} is cut off by ${describe(ancestor)} (overflow ${style.overflowX}/${style.overflowY})`);
          break;
        }
      }
    }

    // Boxes, not bounding rectangles: a link that wraps onto two lines is two boxes.
    const boxes = controls.map((control) => ({ control, rects: [...control.getClientRects()].filter((r) => r.width > 1 && r.height > 1) }));
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (a.control.contains(b.control) || b.control.contains(a.control)) continue;
        // A control inside another's label is one target (a radio and its text).
        if (a.control.closest('label') && a.control.closest('label') === b.control.closest('label')) continue;
        if (a.rects.some((ra) => b.rects.some((rb) => overlap(ra, rb)))) {
          problems.push(`${describe(a.control)} overlaps ${describe(b.control)}`);
        }
      }
    }
    return problems;
  });
}

/**
 * The header's shown controls must share one row (issue 36 item 4): every visible link and
 * button of the header bar (not the open menus or dialogs) overlaps every other vertically.
 * Returns one problem naming the control that sits lowest, or none.
 */
export async function headerRowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.site-header__inner');
    if (!bar) return ['no header bar'];
    const controls = [...bar.querySelectorAll('a[href], button')].filter((element) => {
      if (element.closest('[hidden], dialog, ul[id], .skip-link, .visually-hidden')) return false;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    });
    if (controls.length === 0) return ['the header shows no control'];
    const rects = controls.map((element) => ({ element, rect: element.getBoundingClientRect() }));
    const lowestTop = rects.reduce((a, b) => (b.rect.top > a.rect.top ? b : a));
    const highestBottom = rects.reduce((a, b) => (b.rect.bottom < a.rect.bottom ? b : a));
    if (lowestTop.rect.top < highestBottom.rect.bottom) return [];
    const name = (element: Element) => (element.getAttribute('aria-label') || element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return [`the header breaks onto two rows: "${name(lowestTop.element)}" (top ${Math.round(lowestTop.rect.top)}) sits below "${name(highestBottom.element)}" (bottom ${Math.round(highestBottom.rect.bottom)})`];
  });
}

/**
 * What an Arabic reader sees written the wrong way (issue 33 item 2), in the page as it is now:
 * - an arrow that points the way of left-to-right text: back, previous (‹ « ←) must point right
 *   and forward, next, a breadcrumb's step (› » →) left. ‹ › « » are mirrored glyphs: they point
 *   as the run they resolve into reads, so an arrow is checked where it is drawn, against the
 *   nearest character beside it on its line (or its element's direction when it stands alone);
 *   ← → are never mirrored;
 *   (« » that hug a word are Arabic quotation marks and are left alone);
 * - a Latin comma beside Arabic letters (Arabic writes ، and its lists with و).
 * Text a person typed in Latin script is left alone: only commas touching Arabic letters count.
 */
export async function rightToLeftProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const backward = '‹«←';
    const forward = '›»→';
    const mirrored = '‹›«»';
    const hidden = (element: Element) => Boolean(element.closest('script, style, template, [hidden], .visually-hidden, .skip-link'));
    const visibleText = (root: Element) => {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = (node as Text).parentElement;
        if (parent && !hidden(parent)) nodes.push(node as Text);
      }
      return nodes;
    };
    const rectOf = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect();
    };
    const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 60);

    for (const node of visibleText(document.body)) {
      const text = node.data;
      const element = node.parentElement as Element;
      if (/[\u0600-\u06ff],|,\s*[\u0600-\u06ff]/.test(text)) problems.push(`a Latin comma in Arabic text: "${snippet(text)}"`);
      for (let i = 0; i < text.length; i++) {
        const arrow = text[i] as string;
        if (!backward.includes(arrow) && !forward.includes(arrow)) continue;
        // « » that hug a word are quotation marks (Arabic quotes «هكذا»), not arrows.
        if ('«»'.includes(arrow) && (/\S/.test(text[i - 1] ?? ' ') || /\S/.test(text[i + 1] ?? ' '))) continue;
        const rect = rectOf(node, i);
        if (rect.width === 0) continue;
        // The characters around the arrow, in its element or, when it stands in a span of its
        // own (an aria-hidden arrow beside a label), in the element that holds both.
        // An arrow inside an isolate (a dir attribute, <bdi>) resolves within it alone.
        const isolated = getComputedStyle(element).unicodeBidi !== 'normal';
        const holder = isolated || text.trim().length > 1 ? element : (element.parentElement ?? element);
        const chars = visibleText(holder).flatMap((n) => [...n.data].map((c, index) => ({ node: n, index, c })));
        const at = chars.findIndex((c) => c.node === node && c.index === i);
        const sameLine = (other: DOMRect) => Math.min(other.bottom, rect.bottom) - Math.max(other.top, rect.top) > rect.height / 2;
        let rightToLeft = getComputedStyle(element).direction === 'rtl';
        const after = chars.slice(at + 1).find((c) => c.c.trim() && !backward.includes(c.c) && !forward.includes(c.c));
        const before = chars
          .slice(0, at)
          .reverse()
          .find((c) => c.c.trim() && !backward.includes(c.c) && !forward.includes(c.c));
        const next = after && rectOf(after.node, after.index);
        const previous = before && rectOf(before.node, before.index);
        if (next && next.width > 0 && sameLine(next)) rightToLeft = next.right <= rect.left + 1;
        else if (previous && previous.width > 0 && sameLine(previous)) rightToLeft = previous.left >= rect.right - 1;
        const pointsLeft = mirrored.includes(arrow) ? backward.includes(arrow) !== rightToLeft : arrow === '←';
        const wanted = backward.includes(arrow) ? 'right' : 'left';
        if ((wanted === 'left') !== pointsLeft) {
          problems.push(`"${arrow}" points ${pointsLeft ? 'left' : 'right'} in "${snippet(holder.textContent ?? '')}" (${backward.includes(arrow) ? 'back' : 'forward'} points ${wanted} in Arabic)`);
        }
      }
    }
    return [...new Set(problems)];
  });
}
