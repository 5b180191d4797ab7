/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import {lazyRouteComponent, type RouteComponent} from '../lazyComponentCreator';

jest.mock('@docusaurus/ComponentCreator', () => ({__esModule: true, default: jest.fn()}), {virtual: true});

/** A stand-in for a react-loadable component: renders its props, counts preloads. */
function loadable(): RouteComponent {
  const Component = ((props: Record<string, unknown>) => <p>{`route ${String(props.label)}`}</p>) as RouteComponent;
  Component.preload = jest.fn(() => Promise.resolve('loaded'));
  return Component;
}

describe('lazyRouteComponent', () => {
  it('creates nothing until the route is used', () => {
    const create = jest.fn(loadable);
    lazyRouteComponent(create);
    expect(create).not.toHaveBeenCalled();
  });

  it('renders the created component with the props it is given', () => {
    const create = jest.fn(loadable);
    const Route = lazyRouteComponent(create);
    const {rerender} = render(<Route label="a" />);
    expect(screen.getByText('route a')).toBeTruthy();
    rerender(<Route label="b" />);
    expect(screen.getByText('route b')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('preloads through the created component, creating it once for preload and render alike', async () => {
    const created = loadable();
    const create = jest.fn(() => created);
    const Route = lazyRouteComponent(create);
    await expect(Route.preload()).resolves.toBe('loaded');
    render(<Route label="c" />);
    expect(created.preload).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
