import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import colors from '@mui/joy/colors';
import {CssVarsProvider, extendTheme, type CssVarsThemeOptions} from '@mui/joy/styles';
import * as React from 'react';

type ScaleName = keyof typeof colors;
type Scale = (typeof colors)[ScaleName];

const scaleNames = Object.keys(colors) as ScaleName[];
const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
const defaults = extendTheme();
const defaultRadius = defaults.radius;
// The scales Joy's default theme uses for `primary` and `neutral`.
const defaultPrimary = scaleNames.find(
  (name) => colors[name][500] === defaults.colorSchemes.light.palette.primary[500],
);
const defaultNeutral = scaleNames.find(
  (name) => colors[name][500] === defaults.colorSchemes.light.palette.neutral[500],
);
const HEX = /^#[0-9a-f]{6}$/i;

const fonts = {
  default: {label: 'Default (Inter)', stack: null},
  system: {label: 'System UI', stack: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'},
  serif: {label: 'Serif', stack: 'Georgia, "Times New Roman", serif'},
  mono: {label: 'Monospace', stack: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace'},
};
type FontKey = keyof typeof fonts;

/** Mixes the colour with white (amount > 0) or black (amount < 0). */
function mix(hex: string, amount: number) {
  const target = amount > 0 ? 255 : 0;
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16);
    return Math.round(value + (target - value) * Math.abs(amount));
  });
  return `#${channels
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** A 50–900 scale with the typed colour at 500. */
function scaleFromHex(hex: string): Scale {
  const amounts = [0.92, 0.82, 0.64, 0.44, 0.22, 0, -0.16, -0.34, -0.55, -0.72];
  return Object.fromEntries(steps.map((step, index) => [step, mix(hex, amounts[index] ?? 0)])) as Scale;
}

function literal(value: Record<string, string>, indent: string) {
  const lines = Object.entries(value).map(
    ([key, v]) => `${indent}  ${/^(\d+|[A-Za-z_]\w*)$/.test(key) ? key : `'${key}'`}: '${v.replace(/'/g, "\\'")}',`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

export default function ThemeBuilder() {
  const [primaryName, setPrimaryName] = React.useState<ScaleName | 'custom'>(defaultPrimary ?? 'custom');
  const [hexText, setHexText] = React.useState('#7C3AED');
  const [lastValidHex, setLastValidHex] = React.useState('#7C3AED');
  const [neutralName, setNeutralName] = React.useState<ScaleName>(defaultNeutral ?? 'grey');
  const [radiusMd, setRadiusMd] = React.useState(parseFloat(defaultRadius.md));
  const [font, setFont] = React.useState<FontKey>('default');
  const [previewScheme, setPreviewScheme] = React.useState<'light' | 'dark'>('light');
  const [copyStatus, setCopyStatus] = React.useState('');
  const radiusLabelId = React.useId();

  const hexValid = HEX.test(hexText.trim());
  const primary = React.useMemo(
    () => (primaryName === 'custom' ? scaleFromHex(lastValidHex) : colors[primaryName]),
    [primaryName, lastValidHex],
  );

  // Only what differs from Joy's defaults goes into the options.
  const options = React.useMemo(() => {
    const palette: Record<string, Scale> = {};
    if (primaryName !== defaultPrimary) palette.primary = primary;
    if (neutralName !== defaultNeutral) palette.neutral = colors[neutralName];
    const factor = radiusMd / parseFloat(defaultRadius.md);
    const result: CssVarsThemeOptions = {};
    if (Object.keys(palette).length > 0) {
      result.colorSchemes = {light: {palette}, dark: {palette}};
    }
    if (factor !== 1) {
      result.radius = Object.fromEntries(
        Object.entries(defaultRadius).map(([key, value]) => [
          key,
          `${Math.round(parseFloat(String(value)) * factor)}px`,
        ]),
      );
    }
    const stack = fonts[font].stack;
    if (stack) result.fontFamily = {body: stack, display: stack};
    return result;
  }, [primaryName, primary, neutralName, radiusMd, font]);

  // The preview gets its own prefix and selector, so it changes nothing outside itself.
  const previewTheme = React.useMemo(
    () => extendTheme({...options, cssVarPrefix: 'theme-builder', colorSchemeSelector: 'data-theme-builder'}),
    [options],
  );

  const code = React.useMemo(() => {
    const parts: string[] = [];
    const palette = options.colorSchemes?.light?.palette as Record<string, Record<string, string>> | undefined;
    const declarations = Object.entries(palette ?? {}).map(
      ([name, scale]) => `const ${name} = ${literal(scale, '')};\n\n`,
    );
    if (palette) {
      const keys = Object.keys(palette).join(', ');
      parts.push(`  colorSchemes: {\n    light: {palette: {${keys}}},\n    dark: {palette: {${keys}}},\n  },`);
    }
    if (options.radius) parts.push(`  radius: ${literal(options.radius as Record<string, string>, '  ')},`);
    if (options.fontFamily) parts.push(`  fontFamily: ${literal(options.fontFamily as Record<string, string>, '  ')},`);
    const call = parts.length > 0 ? `extendTheme({\n${parts.join('\n')}\n})` : 'extendTheme()';
    return `import {extendTheme} from '@mui/joy/styles';\n\n${declarations.join('')}const theme = ${call};\n`;
  }, [options]);

  const copyCode = () => {
    if (!navigator.clipboard) {
      setCopyStatus('Copying is not available here; select the code instead.');
      return;
    }
    navigator.clipboard.writeText(code).then(
      () => setCopyStatus('Code copied.'),
      () => setCopyStatus('Could not copy; select the code instead.'),
    );
  };

  return (
    <Stack spacing={3}>
      <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))'}}>
        <FormControl>
          <FormLabel>Primary palette</FormLabel>
          <Select value={primaryName} onChange={(_event, value) => value && setPrimaryName(value)}>
            {scaleNames.map((name) => (
              <Option key={name} value={name}>
                {name === defaultPrimary ? `${name} (default)` : name}
              </Option>
            ))}
            <Option value="custom">Custom colour</Option>
          </Select>
        </FormControl>
        {primaryName === 'custom' && (
          <FormControl error={!hexValid}>
            <FormLabel>Primary colour (500)</FormLabel>
            <Input
              value={hexText}
              onChange={(event) => {
                setHexText(event.target.value);
                if (HEX.test(event.target.value.trim())) setLastValidHex(event.target.value.trim());
              }}
              startDecorator={
                <Box aria-hidden sx={{width: 18, height: 18, borderRadius: 'xs', bgcolor: lastValidHex}} />
              }
              slotProps={{input: {spellCheck: false, 'aria-invalid': !hexValid || undefined}}}
            />
            <FormHelperText>
              {hexValid ? 'The scale is derived from this colour.' : 'Enter a colour as #RRGGBB, for example #7C3AED.'}
            </FormHelperText>
          </FormControl>
        )}
        <FormControl>
          <FormLabel>Neutral palette</FormLabel>
          <Select value={neutralName} onChange={(_event, value) => value && setNeutralName(value)}>
            {scaleNames.map((name) => (
              <Option key={name} value={name}>
                {name === defaultNeutral ? `${name} (default)` : name}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl>
          <FormLabel id={radiusLabelId}>Radius (md): {radiusMd}px</FormLabel>
          <Slider
            aria-labelledby={radiusLabelId}
            min={0}
            max={24}
            value={radiusMd}
            onChange={(_event, value) => setRadiusMd(value as number)}
          />
        </FormControl>
        <FormControl>
          <FormLabel>Font family</FormLabel>
          <Select value={font} onChange={(_event, value) => value && setFont(value)}>
            {(Object.keys(fonts) as FontKey[]).map((key) => (
              <Option key={key} value={key}>
                {fonts[key].label}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Box>

      <div>
        <ToggleButtonGroup
          size="sm"
          aria-label="Preview colour scheme"
          value={previewScheme}
          onChange={(_event, value) => value && setPreviewScheme(value)}
          sx={{mb: 1}}>
          <Button value="light">Light preview</Button>
          <Button value="dark">Dark preview</Button>
        </ToggleButtonGroup>
        <CssVarsProvider theme={previewTheme} colorSchemeNode={null} disableNestedContext>
          <Box
            data-theme-builder={previewScheme}
            sx={{p: 3, borderRadius: 'lg', bgcolor: 'background.body', color: 'text.primary'}}>
            <Card variant="outlined" sx={{maxWidth: 480}}>
              <Typography level="title-lg" component="p">
                Team workspace
              </Typography>
              <Typography level="body-sm">Invite people and choose what they can edit.</Typography>
              <Input placeholder="name@example.com" aria-label="Email address (preview)" />
              <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
                <Chip color="primary" variant="soft">
                  Editor
                </Chip>
                <Chip variant="outlined">Viewer</Chip>
              </Stack>
              <Checkbox label="Send an invitation email" defaultChecked />
              <Typography component="label" level="body-sm" startDecorator={<Switch defaultChecked />}>
                Allow comments
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
                <Button>Invite</Button>
                <Button variant="soft">Copy link</Button>
                <Button variant="outlined" color="neutral">
                  Cancel
                </Button>
                <Button variant="plain">Help</Button>
              </Stack>
              <Alert color="primary" variant="soft" size="sm">
                Changes in the builder apply to this preview only.
              </Alert>
            </Card>
          </Box>
        </CssVarsProvider>
      </div>

      <div>
        <Stack direction="row" spacing={2} sx={{alignItems: 'center', mb: 1}}>
          <Button size="sm" variant="outlined" color="neutral" onClick={copyCode}>
            Copy code
          </Button>
          <Typography level="body-sm" aria-live="polite">
            {copyStatus}
          </Typography>
        </Stack>
        <Sheet
          variant="soft"
          component="pre"
          tabIndex={0}
          aria-label="Generated theme code"
          sx={{m: 0, p: 2, borderRadius: 'md', overflow: 'auto', maxHeight: 360, fontFamily: 'code', fontSize: 'sm'}}>
          {code}
        </Sheet>
      </div>
    </Stack>
  );
}
