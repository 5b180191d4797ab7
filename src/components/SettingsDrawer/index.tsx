import React, {type ReactNode} from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MuiIsland from '@site/src/branding/MuiIsland';
import {t} from '@site/src/i18n';
import {CODE_STYLINGS, CODE_VARIANTS} from '@site/src/preferences/codePreferences';
import {COLOR_MODES} from '@site/src/preferences/colorMode';
import {usePreferences, type Direction} from '@site/src/preferences/PreferencesProvider';
import {useColorModeChoice} from '@site/src/preferences/useColorModeChoice';
import {isOneOf} from '@site/src/utils/isOneOf';
import OfflineSection from './OfflineSection';

const DIRECTIONS: readonly Direction[] = ['ltr', 'rtl'];

interface SettingGroupProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly {value: T; label: string}[];
  onChange: (value: T) => void;
}

/** One exclusive choice, labelled for assistive technology. */
function SettingGroup<T extends string>({id, label, value, options, onChange}: SettingGroupProps<T>): ReactNode {
  const values = options.map((option) => option.value);
  return (
    <Box component="section" aria-labelledby={id} sx={{mb: 3}}>
      <Typography id={id} component="h3" variant="overline" sx={{display: 'block', mb: 1, color: 'text.secondary'}}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        aria-labelledby={id}
        // A click on the selected button reports null: keep the current choice.
        onChange={(_event, next: unknown) => isOneOf(values, next) && onChange(next)}>
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            data-ga-event-category="settings"
            data-ga-event-action={id}
            data-ga-event-label={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The settings panel: colour mode, direction, code variant, code styling and offline reading. Loaded on demand. */
export default function SettingsDrawer(props: Props): ReactNode {
  return (
    <MuiIsland>
      <SettingsPanel {...props} />
    </MuiIsland>
  );
}

function SettingsPanel({open, onClose}: Props): ReactNode {
  const {direction, setDirection, codeVariant, setCodeVariant, codeStyling, setCodeStyling} = usePreferences();
  const {mode, setMode} = useColorModeChoice();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{paper: {'aria-labelledby': 'settings-title', sx: {width: 340, maxWidth: '100vw'}}}}>
      <Box sx={{display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5}}>
        <Typography id="settings-title" component="h2" variant="h6">
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{px: 2, py: 1}}>
        <SettingGroup
          id="settings-mode"
          label={t('settings.mode')}
          value={mode}
          options={COLOR_MODES.map((value) => ({value, label: t(`settings.mode.${value}`)}))}
          onChange={setMode}
        />
        <SettingGroup
          id="settings-direction"
          label={t('settings.direction')}
          value={direction}
          options={DIRECTIONS.map((value) => ({value, label: t(`settings.direction.${value}`)}))}
          onChange={setDirection}
        />
        <SettingGroup
          id="settings-code-variant"
          label={t('settings.codeVariant')}
          value={codeVariant}
          options={CODE_VARIANTS.map((value) => ({value, label: value === 'TS' ? 'TypeScript' : 'JavaScript'}))}
          onChange={setCodeVariant}
        />
        <SettingGroup
          id="settings-code-styling"
          label={t('settings.codeStyling')}
          value={codeStyling}
          options={CODE_STYLINGS.map((value) => ({
            value,
            label: {system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS'}[value],
          }))}
          onChange={setCodeStyling}
        />
        <OfflineSection />
      </Box>
    </Drawer>
  );
}
