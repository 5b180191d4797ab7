import * as React from 'react';
import useAutocomplete from '@mui/material/useAutocomplete';
import {styled} from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

const topics = [
  'Accessibility',
  'Animation',
  'Forms',
  'Internationalisation',
  'Layout',
  'Performance',
  'Security',
  'Server rendering',
  'State management',
  'Testing',
  'Theming',
  'Typography',
];

const Root = styled('div')(({theme}) => ({
  position: 'relative',
  width: 340,
  color: theme.palette.text.primary,
  ...theme.typography.body2,
}));

const Label = styled('label')(({theme}) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontWeight: theme.typography.fontWeightMedium,
}));

const Field = styled('div')(({theme}) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5),
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 6,
  '&:hover': {borderColor: theme.palette.text.secondary},
  '&.focused': {borderColor: theme.palette.primary.main, boxShadow: `0 0 0 2px ${theme.palette.primary.main}40`},
  '& input': {
    flexGrow: 1,
    minWidth: 60,
    padding: theme.spacing(0.5),
    border: 0,
    outline: 0,
    font: 'inherit',
    color: 'inherit',
    backgroundColor: 'transparent',
  },
}));

const Tag = styled('span')(({theme}) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.25),
  height: 26,
  padding: theme.spacing(0, 0.25, 0, 1),
  borderRadius: 4,
  backgroundColor: theme.palette.action.selected,
  border: `1px solid ${theme.palette.divider}`,
  // The hook moves focus here with the arrow keys; Backspace then removes the tag.
  '&:focus': {outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1},
  '& button': {
    display: 'inline-flex',
    padding: 2,
    border: 0,
    borderRadius: 3,
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '&:hover': {backgroundColor: theme.palette.action.hover},
  },
  '& svg': {fontSize: 14},
}));

const Listbox = styled('ul')(({theme}) => ({
  position: 'absolute',
  zIndex: 1,
  width: '100%',
  maxHeight: 220,
  overflow: 'auto',
  margin: theme.spacing(0.5, 0, 0),
  padding: theme.spacing(0.5, 0),
  listStyle: 'none',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 6,
  boxShadow: theme.shadows[4],
  '& li': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: theme.spacing(0.75, 1.5),
    cursor: 'pointer',
    '& svg': {fontSize: 18, color: theme.palette.primary.main, visibility: 'hidden'},
  },
  // Classes and attributes set by the hook.
  '& li.Mui-focused': {backgroundColor: theme.palette.action.hover},
  '& li[aria-selected="true"]': {fontWeight: 600, '& svg': {visibility: 'visible'}},
}));

export default function CustomizedHook() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    focused,
    setAnchorEl,
  } = useAutocomplete({
    id: 'customized-hook-demo',
    multiple: true,
    options: topics,
    defaultValue: ['Accessibility', 'Testing'],
  });

  return (
    <Root>
      <div {...getRootProps()}>
        <Label {...getInputLabelProps()}>Topics</Label>
        {/* The hook looks for the tags inside the anchor element to move focus between them. */}
        <Field ref={setAnchorEl} className={focused ? 'focused' : undefined}>
          {value.map((topic, index) => {
            const {key, onDelete, ...tagProps} = getTagProps({index});
            return (
              <Tag key={key} {...tagProps}>
                {topic}
                <button type="button" tabIndex={-1} aria-label={`Remove ${topic}`} onClick={onDelete}>
                  <CloseIcon aria-hidden />
                </button>
              </Tag>
            );
          })}
          <input {...getInputProps()} />
        </Field>
      </div>
      {groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {groupedOptions.map((topic, index) => {
            const {key, ...optionProps} = getOptionProps({option: topic, index});
            return (
              <li key={key} {...optionProps}>
                <span>{topic}</span>
                <CheckIcon aria-hidden />
              </li>
            );
          })}
        </Listbox>
      ) : null}
    </Root>
  );
}
