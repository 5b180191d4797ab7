import useAutocomplete from '@mui/material/useAutocomplete';
import {styled} from '@mui/material/styles';

const languages = [
  'Dutch',
  'English',
  'Finnish',
  'French',
  'German',
  'Greek',
  'Italian',
  'Polish',
  'Portuguese',
  'Spanish',
  'Swedish',
];

const Label = styled('label')(({theme}) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  ...theme.typography.body2,
}));

const Input = styled('input')(({theme}) => ({
  width: 240,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  '&:focus': {outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1},
}));

const Listbox = styled('ul')(({theme}) => ({
  width: 240,
  margin: theme.spacing(0.5, 0, 0),
  padding: 0,
  listStyle: 'none',
  maxHeight: 200,
  overflow: 'auto',
  position: 'absolute',
  zIndex: 1,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  '& li': {padding: theme.spacing(0.75, 1.5), cursor: 'pointer'},
  // The hook sets these classes and attributes; style them as you like.
  '& li.Mui-focused': {backgroundColor: theme.palette.action.hover},
  '& li[aria-selected="true"]': {fontWeight: 600},
}));

export default function UseAutocompleteHook() {
  const {getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, value} =
    useAutocomplete({
      id: 'use-autocomplete-demo',
      options: languages,
    });

  return (
    <div style={{position: 'relative', minHeight: 110}}>
      <div {...getRootProps()}>
        <Label {...getInputLabelProps()}>Language</Label>
        <Input {...getInputProps()} />
      </div>
      {groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {groupedOptions.map((option, index) => {
            const {key, ...optionProps} = getOptionProps({option, index});
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Listbox>
      ) : null}
      <p style={{margin: '8px 0 0'}}>Selected: {value ?? 'none'}</p>
    </div>
  );
}
