import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// deploy/embed/leisureEmbed.js on the operator's page (docs/decisions/0640), run against a stand-in page: the
// frame it makes, and which height messages it believes.
const source = readFileSync(new URL('../leisureEmbed.js', import.meta.url), 'utf8');

interface FakeFrame {
  src?: string;
  title?: string;
  style: { cssText?: string; height?: string };
  attributes: Record<string, string>;
  contentWindow: object;
}

function operatorPage(productAddress: string) {
  const frames: FakeFrame[] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const container = {
    getAttribute: (name: string) =>
      ({ 'data-leisure-embed': productAddress, 'data-title': 'Join the gym' })[name] ?? null,
    querySelector: () => null,
    appendChild: (frame: FakeFrame) => frames.push(frame),
  };
  const document = {
    readyState: 'complete',
    querySelectorAll: () => [container],
    createElement: (): FakeFrame => {
      const frame: FakeFrame = { style: {}, attributes: {}, contentWindow: {} };
      return Object.assign(frame, {
        setAttribute: (name: string, value: string) => (frame.attributes[name] = value),
      });
    },
    addEventListener: () => undefined,
  };
  const window = {
    location: { href: 'https://www.operator.example/swim' },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  new Function('window', 'document', source)(window, document);
  const frame = frames[0]!;
  const send = (origin: string, data: unknown, from: object = frame.contentWindow) =>
    listeners.forEach((listener) => listener({ origin, data, source: from }));
  return { frame, send };
}

const height = (value: unknown) => ({ type: 'leisure:height', version: 1, height: value });

describe('leisureEmbed.js', () => {
  it('frames the product with embedded=true, titled, with no border or scrollbar of its own', () => {
    const { frame } = operatorPage('https://online-joining.leisure.example.com/?centre=riverside');
    expect(frame.src).toBe('https://online-joining.leisure.example.com/?centre=riverside&embedded=true');
    expect(frame.title).toBe('Join the gym');
    expect(frame.attributes.scrolling).toBe('no');
    expect(frame.style.cssText).toContain('border:0');
  });

  it.each([
    ['the framed front end', 'https://online-joining.leisure.example.com'],
    ['another front end of the product, after a link inside the frame', 'https://bookings.leisure.example.com'],
  ])('sets the frame’s height from %s', (_, origin) => {
    const { frame, send } = operatorPage('https://online-joining.leisure.example.com/');
    send(origin, height(1234.4));
    expect(frame.style.height).toBe('1235px');
  });

  it.each([
    ['another site', 'https://evil.example', height(900)],
    ['a look-alike domain', 'https://online-joining.leisure.example.com.evil.example', height(900)],
    ['a deeper sub-domain', 'https://x.online-joining.leisure.example.com', height(900)],
    ['plain http', 'http://online-joining.leisure.example.com', height(900)],
    ['another port', 'https://online-joining.leisure.example.com:8443', height(900)],
    ['another message type', 'https://online-joining.leisure.example.com', { type: 'other', version: 1, height: 900 }],
    ['another version', 'https://online-joining.leisure.example.com', { ...height(900), version: 2 }],
    ['a height that is not a number', 'https://online-joining.leisure.example.com', height('900px')],
    ['an absurd height', 'https://online-joining.leisure.example.com', height(1e9)],
    ['no height', 'https://online-joining.leisure.example.com', height(0)],
  ])('ignores %s', (_, origin, data) => {
    const { frame, send } = operatorPage('https://online-joining.leisure.example.com/');
    const before = frame.style.height;
    send(origin, data);
    expect(frame.style.height).toBe(before);
  });

  it('ignores a message from another window, even from the product’s origin', () => {
    const { frame, send } = operatorPage('https://online-joining.leisure.example.com/');
    send('https://online-joining.leisure.example.com', height(900), {});
    expect(frame.style.height).not.toBe('900px');
  });
});
