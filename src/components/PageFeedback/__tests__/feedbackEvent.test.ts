import {buildFeedbackEvent, feedbackSections, tocTitleText, WHOLE_PAGE} from '../feedbackEvent';

const FEEDBACK = {
  productId: 'material-ui',
  page: '/material-ui/react-button/',
  rating: 'no',
  section: 'variants',
  comment: 'The second demo is wrong, contact me at someone@example.com',
} as const;

describe('buildFeedbackEvent', () => {
  it('sends the product, page, rating, section and the length of the comment', () => {
    expect(buildFeedbackEvent(FEEDBACK)).toEqual({
      productId: 'material-ui',
      page: '/material-ui/react-button/',
      rating: 'no',
      section: 'variants',
      commentLength: FEEDBACK.comment.length,
    });
  });

  it('never carries the comment text, in any parameter', () => {
    const params = buildFeedbackEvent(FEEDBACK);
    expect(Object.keys(params).sort()).toEqual(['commentLength', 'page', 'productId', 'rating', 'section']);
    for (const value of Object.values(params)) {
      expect(String(value)).not.toContain('someone@example.com');
    }
  });

  it('counts characters as a reader does, without surrounding white space', () => {
    expect(buildFeedbackEvent({...FEEDBACK, comment: '  \n '}).commentLength).toBe(0);
    expect(buildFeedbackEvent({...FEEDBACK, comment: ' ok \n'}).commentLength).toBe(2);
    // One emoji is one character, not two UTF-16 code units.
    expect(buildFeedbackEvent({...FEEDBACK, comment: 'good 👍'}).commentLength).toBe(6);
  });

  it('means the whole page when no section was chosen', () => {
    expect(buildFeedbackEvent({...FEEDBACK, section: ''}).section).toBe(WHOLE_PAGE);
    expect(buildFeedbackEvent({...FEEDBACK, section: WHOLE_PAGE}).section).toBe('page');
  });
});

describe('feedbackSections', () => {
  it('lists the H2 headings in order, as plain text', () => {
    const toc = [
      {value: 'Basic button', id: 'basic-button', level: 2},
      {value: 'Text button', id: 'text-button', level: 3},
      {value: 'The <code>sx</code> prop &amp; <em>themes</em>', id: 'the-sx-prop--themes', level: 2},
    ];
    expect(feedbackSections(toc)).toEqual([
      {id: 'basic-button', label: 'Basic button'},
      {id: 'the-sx-prop--themes', label: 'The sx prop & themes'},
    ]);
  });

  it('decodes numeric references and keeps unknown ones', () => {
    expect(tocTitleText('&lt;Button&gt; &#8212; &#x2192; &unknown;')).toBe('<Button> — → &unknown;');
  });
});
