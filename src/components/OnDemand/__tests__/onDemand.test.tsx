/** @jest-environment jsdom */
import React from 'react';
import '@testing-library/jest-dom';
import {render, screen} from '@testing-library/react';
import {onDemand} from '..';

function Banner({message}: {message: string}) {
  return <p role="status">{message}</p>;
}

describe('onDemand', () => {
  it('loads the component when it first renders, then renders it with its props', async () => {
    const load = jest.fn(async () => ({default: Banner}));
    const OnDemandBanner = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    render(<OnDemandBanner message="Unlisted page" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Unlisted page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing in its place while the code loads', () => {
    const OnDemandBanner = onDemand<{message: string}>(() => new Promise(() => {}));
    const {container} = render(<OnDemandBanner message="Draft" />);
    expect(container).toBeEmptyDOMElement();
  });
});
