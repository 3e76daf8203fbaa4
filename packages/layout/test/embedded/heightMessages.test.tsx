import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EmbeddedFrame from '../../src/embedded/EmbeddedFrame.tsx';
import { heightMessage, startHeightMessages } from '../../src/embedded/heightMessages.ts';

/** A ResizeObserver stand-in (jsdom has none): the test says when the observed box changed. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  resize() {
    this.callback();
  }
}

let height = 600;
let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(0));
};

beforeEach(() => {
  FakeResizeObserver.instances = [];
  frames = [];
  height = 600;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('height messages (docs/decisions/0640)', () => {
  it('sends the document height at once, then one message per frame for any number of changes in it', () => {
    const post = vi.fn();
    startHeightMessages(document, { post, targetOrigin: 'https://www.operator.example' });
    const [observer] = FakeResizeObserver.instances;
    expect(observer!.observed).toEqual([document.documentElement]);
    runFrame();
    expect(post.mock.calls).toEqual([[heightMessage(600), 'https://www.operator.example']]);

    height = 700.2;
    observer!.resize();
    height = 910.4;
    observer!.resize();
    observer!.resize();
    expect(frames).toHaveLength(1);
    runFrame();
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith(
      { type: 'leisure:height', version: 1, height: 911 },
      'https://www.operator.example',
    );
  });

  it('does not repeat a height the parent already has, and tells it when the page gets shorter', () => {
    const post = vi.fn();
    startHeightMessages(document, { post, targetOrigin: 'https://www.operator.example' });
    runFrame();
    FakeResizeObserver.instances[0]!.resize();
    runFrame();
    expect(post).toHaveBeenCalledTimes(1);
    height = 420;
    FakeResizeObserver.instances[0]!.resize();
    runFrame();
    expect(post).toHaveBeenLastCalledWith(heightMessage(420), 'https://www.operator.example');
  });

  it('stops observing when stopped', () => {
    const stop = startHeightMessages(document, { post: vi.fn(), targetOrigin: 'https://www.operator.example' });
    stop();
    expect(FakeResizeObserver.instances[0]!.disconnected).toBe(true);
  });
});

describe('EmbeddedFrame', () => {
  const parent = { postMessage: vi.fn() };

  function framedBy(referrer: string) {
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  }

  beforeEach(() => parent.postMessage.mockReset());

  it('tells a listed parent the height, to its origin only', () => {
    framedBy('http://operator.localhost:5412/join');
    render(<EmbeddedFrame origins={['https://a.example', 'http://operator.localhost:5412']} />);
    act(runFrame);
    expect(parent.postMessage).toHaveBeenCalledWith(heightMessage(600), 'http://operator.localhost:5412');
    expect(parent.postMessage.mock.calls.every(([, origin]) => origin !== '*')).toBe(true);
  });

  it('tells an unlisted parent nothing', () => {
    framedBy('https://evil.example/');
    render(<EmbeddedFrame origins={['http://operator.localhost:5412']} />);
    act(runFrame);
    expect(FakeResizeObserver.instances).toHaveLength(0);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('tells nobody anything when the page is not framed', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('http://operator.localhost:5412/');
    const post = vi.spyOn(window, 'postMessage');
    render(<EmbeddedFrame origins={['http://operator.localhost:5412']} />);
    act(runFrame);
    expect(FakeResizeObserver.instances).toHaveLength(0);
    expect(post).not.toHaveBeenCalled();
  });

  it('stops when it leaves the page', () => {
    framedBy('http://operator.localhost:5412/');
    const { unmount } = render(<EmbeddedFrame origins={['http://operator.localhost:5412']} />);
    unmount();
    expect(FakeResizeObserver.instances[0]!.disconnected).toBe(true);
  });
});
