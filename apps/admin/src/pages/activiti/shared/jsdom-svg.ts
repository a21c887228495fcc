/**
 * For tests only: the SVG geometry bpmn-js reads while it draws (getBBox, transforms, matrices),
 * which jsdom does not implement. Enough for importing, editing and saving a diagram, not for
 * checking where anything lands.
 */
class FakeMatrix {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
  multiply() {
    return this;
  }
  inverse() {
    return this;
  }
  translate() {
    return this;
  }
  scale() {
    return this;
  }
}

function fakeTransform() {
  return { type: 1, matrix: new FakeMatrix(), setMatrix() {}, setTranslate() {}, setScale() {}, setRotate() {} };
}

export function installSvgGeometry(): void {
  const globals = globalThis as unknown as Record<string, unknown>;
  if (globals.SVGMatrix) return;
  globals.SVGMatrix = FakeMatrix;
  const element = SVGElement.prototype as unknown as Record<string, unknown>;
  element.getBBox = () => ({ x: 0, y: 0, width: 100, height: 20 });
  element.getScreenCTM = () => new FakeMatrix();
  // Scrolling to a shape (after auto-placing one) reads the viewport's matrix.
  element.getCTM = () => new FakeMatrix();
  element.getComputedTextLength = () => 40;
  const lists = new WeakMap<object, unknown>();
  Object.defineProperty(SVGElement.prototype, 'transform', {
    configurable: true,
    get(this: object) {
      if (!lists.has(this)) {
        const items: unknown[] = [];
        lists.set(this, {
          baseVal: {
            get numberOfItems() {
              return items.length;
            },
            clear: () => void (items.length = 0),
            appendItem: (item: unknown) => (items.push(item), item),
            initialize: (item: unknown) => ((items.length = 0), items.push(item), item),
            consolidate: () => items[0] ?? null,
            getItem: (i: number) => items[i],
          },
        });
      }
      return lists.get(this);
    },
  });
  const svg = SVGSVGElement.prototype as unknown as Record<string, unknown>;
  svg.createSVGMatrix = () => new FakeMatrix();
  svg.createSVGTransform = fakeTransform;
  svg.createSVGTransformFromMatrix = (matrix: FakeMatrix) => ({ ...fakeTransform(), matrix });
  // Label measuring asks a canvas for a 2D context; none is needed to lay out text here.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
