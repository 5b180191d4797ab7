import pluginClientHead, {CLIENT_HELMET} from '../index';

const configure = (isServer: boolean) =>
  pluginClientHead().configureWebpack?.({} as never, isServer, {} as never, {} as never);

describe('client-head plugin', () => {
  it('replaces react-helmet-async in the client build only', () => {
    expect(configure(false)).toEqual({resolve: {alias: {'react-helmet-async$': CLIENT_HELMET}}});
    expect(CLIENT_HELMET).toMatch(/runtime[\\/]head[\\/]Helmet\.tsx$/);
    expect(configure(true)).toEqual({});
  });
});
