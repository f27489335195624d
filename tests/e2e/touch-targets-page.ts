// The page side of touch-targets.ts: runs in Chromium through `page.evaluate`, so it is one
// self-contained function. The specs are type-checked without the DOM lib: these are the few DOM
// shapes it uses.

export interface Offender {
  name: string;
  hint: string;
  width: number;
  height: number;
  why: string;
}

/** How many targets the page showed, and those that break the rule. */
export interface Measurement {
  targets: number;
  offenders: Offender[];
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface Nd {
  nodeType: number;
  textContent: string | null;
}
interface El extends Nd {
  tagName: string;
  parentElement: El | null;
  childNodes: ArrayLike<Nd>;
  labels?: ArrayLike<El> | null;
  getBoundingClientRect(): Rect;
  getAttribute(name: string): string | null;
  closest(selector: string): El | null;
  contains(other: El | null): boolean;
  matches(selector: string): boolean;
  checkVisibility(options: Record<string, boolean>): boolean;
  scrollIntoView(options: Record<string, string>): void;
}
declare const document: {
  querySelectorAll(selector: string): ArrayLike<El>;
  getElementById(id: string): El | null;
  elementFromPoint(x: number, y: number): El | null;
  documentElement: { scrollWidth: number; scrollHeight: number };
};
declare const window: {
  getComputedStyle(el: El): { display: string; pointerEvents: string };
  scrollX: number;
  scrollY: number;
  innerWidth: number;
  innerHeight: number;
};

export interface Args {
  targets: string;
  checkable: string;
  min: number;
  spacedMin: number;
}

/** Runs in the page: every target that breaks the rule above. */
export function offendersInPage({ targets, checkable, min, spacedMin }: Args): Measurement {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const cut = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

  function nameOf(el: El): string {
    const label = el.getAttribute('aria-label');
    if (label) return cut(squash(label));
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const text = by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '');
      if (squash(text.join(' '))) return cut(squash(text.join(' ')));
    }
    const labelled = el.labels?.[0]?.textContent;
    const own = ['placeholder', 'title', 'value'].map((a) => el.getAttribute(a));
    return cut(squash(labelled) || squash(el.textContent) || squash(own.find(Boolean)) || '?');
  }

  function hintOf(el: El): string {
    const attrs = ['role', 'type', 'data-testid']
      .map((a) => (el.getAttribute(a) ? `[${a}=${el.getAttribute(a)}]` : ''))
      .join('');
    const ol = (el.getAttribute('class') ?? '').split(/\s+/).filter((c) => c.startsWith('ol-'));
    const own = `${el.tagName.toLowerCase()}${attrs}${ol.map((c) => `.${c}`).join('')}`;
    const where = el.parentElement?.closest(
      '[data-testid], nav, header, footer, [role=dialog], [role=menu], [role=tablist], form, main, aside',
    );
    if (!where) return own;
    const tag = where.tagName.toLowerCase();
    const id = where.getAttribute('data-testid');
    const label = where.getAttribute('aria-label') ?? where.getAttribute('role');
    return `${own} in ${id ? `[data-testid=${id}]` : tag}${!id && label ? ` "${cut(label)}"` : ''}`;
  }

  /** Text of `node` outside any target: the running text an inline link sits in. */
  function hasLooseText(node: El): boolean {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3 && squash(child.textContent)) return true;
      if (child.nodeType !== 1) continue;
      const el = child as El;
      if (!el.matches(targets) && hasLooseText(el)) return true;
    }
    return false;
  }

  function inRunningText(el: El): boolean {
    if (el.tagName !== 'A' || window.getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && ['inline', 'contents'].includes(window.getComputedStyle(block).display)) {
      block = block.parentElement;
    }
    return Boolean(block && hasLooseText(block));
  }

  const union = (boxes: Rect[]): Rect => ({
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  });
  const laidOut = (b: Rect) => b.right - b.left > 1 && b.bottom - b.top > 1;

  interface Target {
    el: El;
    /** The element and, for a checkable control, its labels: what a tap on it reaches. */
    parts: El[];
  }

  const boxOf = (target: Target) => {
    const live = target.parts.filter((p) => window.getComputedStyle(p).pointerEvents !== 'none');
    const boxes = live.map((p) => p.getBoundingClientRect()).filter(laidOut);
    return boxes.length > 0 ? union(boxes) : null;
  };

  /** The element as a target, with its labels for a checkable control; null when unreachable. */
  function reach(el: El): Target | null {
    if (el.closest('[aria-hidden="true"], [inert]')) return null;
    if (!el.checkVisibility({ checkVisibilityCSS: true, visibilityProperty: true })) return null;
    const parts = [el];
    if (el.matches(checkable)) {
      for (const label of Array.from(el.labels ?? [])) parts.push(label);
      const wrapping = el.closest('label');
      if (wrapping && !parts.includes(wrapping)) parts.push(wrapping);
    }
    const box = boxOf({ el, parts });
    if (!box) return null;
    // Inside the page: a skip link parked above it, a drawer slid out of it are not.
    const page = document.documentElement;
    if (box.bottom <= -window.scrollY || box.right <= -window.scrollX) return null;
    if (box.left >= page.scrollWidth - window.scrollX) return null;
    if (box.top >= page.scrollHeight - window.scrollY) return null;
    return { el, parts };
  }

  const found: Target[] = [];
  const owners = new Map<El, Target>();
  for (const el of Array.from(document.querySelectorAll(targets))) {
    // A label is measured with its control; a control inside a counted label is not twice.
    if (owners.has(el)) continue;
    const target = reach(el);
    if (!target) continue;
    found.push(target);
    for (const part of target.parts) if (!owners.has(part)) owners.set(part, target);
  }

  /** The target a tap on `hit` reaches: the innermost one holding it. */
  function ownerOf(hit: El | null): Target | null {
    for (let at = hit; at; at = at.parentElement) {
      const target = owners.get(at);
      if (target) return target;
    }
    return null;
  }
  const related = (a: Target, b: Target) =>
    a.parts.some((p) => b.parts.some((q) => p.contains(q) || q.contains(p)));

  // Scroll offsets to put back: a target is brought into view to see what lies around it.
  const scrolled = new Map<El & { scrollLeft: number; scrollTop: number }, number[]>();
  function intoView(target: Target, box: Rect): Rect {
    const r = min / 2;
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    if (x - r >= 0 && y - r >= 0 && x + r <= window.innerWidth && y + r <= window.innerHeight) {
      return box;
    }
    for (let at = target.el.parentElement; at; at = at.parentElement) {
      const scroller = at as El & { scrollLeft: number; scrollTop: number };
      if (!scrolled.has(scroller))
        scrolled.set(scroller, [scroller.scrollLeft, scroller.scrollTop]);
    }
    target.el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    return boxOf(target) ?? box;
  }

  /** What a finger landing within `min / 2` of the centre would reach besides the target. */
  function neighbour(target: Target, x: number, y: number): Target | null {
    for (const r of [6, 12, 17, min / 2 - 0.5]) {
      for (let k = 0; k < 16; k++) {
        const px = x + r * Math.cos((k * Math.PI) / 8);
        const py = y + r * Math.sin((k * Math.PI) / 8);
        if (px < 0 || py < 0 || px >= window.innerWidth || py >= window.innerHeight) continue;
        const other = ownerOf(document.elementFromPoint(px, py));
        if (other && other !== target && !related(target, other)) return other;
      }
    }
    return null;
  }

  const offenders: Offender[] = [];
  for (const target of found) {
    const { el } = target;
    const size = boxOf(target);
    if (!size) continue;
    const width = Math.round((size.right - size.left) * 10) / 10;
    const height = Math.round((size.bottom - size.top) * 10) / 10;
    if (width >= min && height >= min) continue;
    if (inRunningText(el)) continue;
    const box = intoView(target, size);
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    // Covered at its centre by something that is not part of it (a sheet over the map, a
    // modal's backdrop): not a target on this screen.
    const shown = target.parts.some((part) => {
      const b = part.getBoundingClientRect();
      const top = ownerOf(
        document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2),
      );
      return top && (top === target || related(top, target));
    });
    if (!shown) continue;
    let why = `under ${spacedMin} px`;
    if (width >= spacedMin && height >= spacedMin) {
      const near = neighbour(target, x, y);
      if (!near) continue;
      why = `under ${min} px, "${nameOf(near.el)}" within ${min / 2} px of its centre`;
    }
    offenders.push({ name: nameOf(el), hint: hintOf(el), width, height, why });
  }
  for (const [scroller, [left, top]] of scrolled) {
    scroller.scrollLeft = left!;
    scroller.scrollTop = top!;
  }
  return { targets: found.length, offenders };
}
