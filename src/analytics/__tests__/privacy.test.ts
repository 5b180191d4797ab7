import {isTrackingAllowed} from '../privacy';

describe('isTrackingAllowed', () => {
  it('allows tracking when the browser sends no signal', () => {
    expect(isTrackingAllowed({}, {})).toBe(true);
    expect(isTrackingAllowed({globalPrivacyControl: false, doNotTrack: null}, {doNotTrack: undefined})).toBe(true);
  });

  it('refuses under Global Privacy Control', () => {
    expect(isTrackingAllowed({globalPrivacyControl: true}, {})).toBe(false);
  });

  it('refuses under Do Not Track, on navigator or (older browsers) on window', () => {
    expect(isTrackingAllowed({doNotTrack: '1'}, {})).toBe(false);
    expect(isTrackingAllowed({}, {doNotTrack: '1'})).toBe(false);
  });

  it.each([{doNotTrack: '0'}, {doNotTrack: 'unspecified'}, {globalPrivacyControl: 'true'}, {globalPrivacyControl: 1}])(
    'allows tracking for a signal that is not an opt-out: %j',
    (signals) => {
      expect(isTrackingAllowed(signals, {})).toBe(true);
    },
  );
});
