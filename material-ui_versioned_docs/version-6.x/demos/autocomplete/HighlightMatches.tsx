import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const tools = ['Figma', 'GitHub', 'GitLab', 'Jira', 'Linear', 'Notion', 'Slack', 'Storybook', 'Visual Studio Code'];

// Splits a label into matching and non-matching pieces, case-insensitively, for every
// word typed. The parts keep their original casing.
function splitMatches(label: string, query: string): {text: string; match: boolean}[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const marked = new Array<boolean>(label.length).fill(false);
  const lower = label.toLowerCase();
  for (const word of words) {
    let from = lower.indexOf(word);
    while (from !== -1) {
      marked.fill(true, from, from + word.length);
      from = lower.indexOf(word, from + word.length);
    }
  }
  const parts: {text: string; match: boolean}[] = [];
  label.split('').forEach((char, i) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += char;
    else parts.push({text: char, match: marked[i] ?? false});
  });
  return parts;
}

export default function HighlightMatches() {
  return (
    <Autocomplete
      options={tools}
      sx={{width: 320}}
      renderOption={(props, tool, {inputValue}) => {
        const {key, ...optionProps} = props;
        return (
          <li key={key} {...optionProps}>
            <span>
              {splitMatches(tool, inputValue).map((part, index) =>
                part.match ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
              )}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Tool" />}
    />
  );
}
