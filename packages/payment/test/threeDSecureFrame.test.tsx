import { act, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ThreeDSecureFrame } from '../src/index.ts';
import { providerOrigin } from './support/fakeProvider.ts';
import { renderWithTheme } from './support/renderWithTheme.tsx';

const scaUrl = `${providerOrigin}/provider/v1/3ds`;
const scaData = { creq: 'CREQ', threeDSSessionData: 'TX-1' };

let posts: MockInstance<HTMLFormElement['submit']>;
beforeEach(() => {
  // jsdom does not navigate frames: the test counts the posts instead.
  posts = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});

function renderFrame() {
  const onCompleted = vi.fn();
  renderWithTheme(
    <ThreeDSecureFrame scaUrl={scaUrl} scaData={scaData} providerOrigin={providerOrigin} onCompleted={onCompleted} />,
  );
  return { onCompleted };
}

const postMessage = (origin: string, data: unknown) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { origin, data })));

describe('ThreeDSecureFrame', () => {
  it("posts scaData's hidden fields to the bank's page inside a 600 px frame", () => {
    renderFrame();
    const frame = screen.getByTitle('3-D Secure check with your card issuer');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveStyle({ height: '600px' });
    const form = posts.mock.contexts[0] as HTMLFormElement;
    expect(posts).toHaveBeenCalledTimes(1);
    expect(form.action).toBe(scaUrl);
    expect(form.method).toBe('post');
    expect(form.target).toBe(frame.getAttribute('name'));
    expect(Object.fromEntries(new FormData(form))).toEqual(scaData);
  });

  it('accepts sca_completed only from the provider origin', () => {
    const { onCompleted } = renderFrame();
    postMessage('http://elsewhere.test', { type: 'sca_completed', transactionUuid: 'TX-1', status: 'authorised' });
    expect(onCompleted).not.toHaveBeenCalled();
    postMessage(providerOrigin, { type: 'something_else' });
    expect(onCompleted).not.toHaveBeenCalled();
    postMessage(providerOrigin, { type: 'sca_completed', transactionUuid: 'TX-1', status: 'authorised' });
    expect(onCompleted).toHaveBeenCalledWith({ transactionUuid: 'TX-1', status: 'authorised' });
    postMessage(providerOrigin, { type: 'sca_completed', transactionUuid: 'TX-1', status: 'failed' });
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it("posts a challenge once, even under React's development double effects", () => {
    renderWithTheme(
      <StrictMode>
        <ThreeDSecureFrame scaUrl={scaUrl} scaData={scaData} providerOrigin={providerOrigin} onCompleted={vi.fn()} />
      </StrictMode>,
    );
    expect(posts).toHaveBeenCalledTimes(1);
  });

  it('shows Try again after 15 s, which posts the form again', () => {
    vi.useFakeTimers();
    renderFrame();
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(posts).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
