/** @jest-environment jsdom */
import React from 'react';
import {renderToString} from 'react-dom/server';
import '@testing-library/jest-dom';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import PageFeedback from '..';

jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/material-ui/react-button/'})}), {
  virtual: true,
});
jest.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}), {virtual: true});
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({
    toc: [
      {value: 'Basic button', id: 'basic-button', level: 2},
      {value: 'Text button', id: 'text-button', level: 3},
      {value: 'Sizes &amp; <code>size</code>', id: 'sizes', level: 2},
    ],
  }),
}));

const COMMENT = 'The loading demo is confusing, mail me at reader@example.com';

/** Turns analytics on for the test (the inline snippet defines `window.gtag`), or off. */
function setGtag(gtag: jest.Mock | undefined): void {
  if (gtag) Reflect.set(window, 'gtag', gtag);
  else Reflect.deleteProperty(window, 'gtag');
}

afterEach(() => setGtag(undefined));

/** Answers, waits for the form, fills it and sends it. */
async function answerAndSend(answer: 'Yes' | 'No', section: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', {name: answer}));
  });
  fireEvent.change(await screen.findByRole('textbox', {name: 'Comment (optional)'}), {target: {value: COMMENT}});
  fireEvent.change(screen.getByRole('combobox', {name: 'Which part of the page?'}), {target: {value: section}});
  act(() => {
    fireEvent.click(screen.getByRole('button', {name: 'Send'}));
  });
}

describe('PageFeedback', () => {
  it('renders the question and two unpressed buttons on the server, and no form', () => {
    const html = renderToString(<PageFeedback />);
    expect(html).toContain('Was this page helpful?');
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(2);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('textarea');
  });

  it('is a labelled group whose answer shows as pressed', async () => {
    render(<PageFeedback />);
    const group = screen.getByRole('group', {name: 'Was this page helpful?'});
    const yes = within(group).getByRole('button', {name: 'Yes'});
    const no = within(group).getByRole('button', {name: 'No'});
    await act(async () => {
      fireEvent.click(no);
    });
    expect(no).toHaveAttribute('aria-pressed', 'true');
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    await act(async () => {
      fireEvent.click(yes);
    });
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    expect(no).toHaveAttribute('aria-pressed', 'false');
  });

  it("offers the whole page and the page's H2 sections", async () => {
    render(<PageFeedback />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Yes'}));
    });
    const select = await screen.findByRole('combobox', {name: 'Which part of the page?'});
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['page', 'The whole page'],
      ['basic-button', 'Basic button'],
      ['sizes', 'Sizes & size'],
    ]);
  });

  it('with analytics on, sends docs_feedback with the comment length but not its text, then thanks', async () => {
    const gtag = jest.fn();
    setGtag(gtag);
    render(<PageFeedback />);
    await answerAndSend('No', 'sizes');
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'docs_feedback', {
      productId: 'material-ui',
      page: '/material-ui/react-button/',
      rating: 'no',
      section: 'sizes',
      commentLength: COMMENT.length,
    });
    expect(JSON.stringify(gtag.mock.calls)).not.toContain('reader@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback. Your answer has been recorded.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // Done: the answer stays visible, cannot be sent twice, and focus did not fall to the body.
    expect(screen.getByRole('button', {name: 'No'})).toBeDisabled();
    expect(screen.getByRole('group', {name: 'Was this page helpful?'})).toHaveFocus();
  });

  it('with analytics off, sends nothing and only thanks, claiming nothing was recorded', async () => {
    render(<PageFeedback />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'No'}));
    });
    expect(await screen.findByText('Nothing you enter here leaves your browser.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', {name: 'Comment (optional)'}), {target: {value: COMMENT}});
    act(() => {
      fireEvent.click(screen.getByRole('button', {name: 'Send'}));
    });
    expect(Reflect.get(window, 'dataLayer')).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent(/^Thank you for your feedback\.$/);
    expect(document.body).not.toHaveTextContent(/recorded|sent to/i);
  });

  it('keeps the live region in place before the thank-you arrives', async () => {
    render(<PageFeedback />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Yes'}));
    });
    const status = await screen.findByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(status).toHaveAttribute('aria-live', 'polite');
  });
});
