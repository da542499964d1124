import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItemCheckbox,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  type MenuProps,
} from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useThemeMode } from '@/app/theme/useThemeMode';
import { useLang } from '@/app/useLang';
import { isLanguage, type Language } from '@/i18n';

/** The same location under another language prefix. */
export function switchLanguagePath(pathname: string, lang: Language): string {
  const [, , ...rest] = pathname.split('/');
  return `/${lang}/${rest.join('/')}`;
}

/** The settings dial (spec section 1): language and dark theme. */
export function SettingsMenu() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { dark, setDark } = useThemeMode();
  const location = useLocation();
  const navigate = useNavigate();

  const checkedValues = { language: [lang], theme: dark ? ['dark'] : [] };

  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (
    _event,
    { name, checkedItems },
  ) => {
    if (name === 'theme') {
      setDark(checkedItems.includes('dark'));
      return;
    }
    const next = checkedItems[0];
    if (name === 'language' && isLanguage(next) && next !== lang) {
      // The address bar's hash: scrollToId updates it without the router knowing.
      const hash = window.location.hash || location.hash;
      navigate(`${switchLanguagePath(location.pathname, next)}${location.search}${hash}`);
    }
  };

  return (
    <Menu checkedValues={checkedValues} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('settings.button')} relationship="label">
          <Button appearance="subtle" icon={<SettingsRegular />} data-testid="settings-dial" />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{t('settings.language')}</MenuGroupHeader>
            <MenuItemRadio name="language" value="de" lang="de">
              {t('settings.german')}
            </MenuItemRadio>
            <MenuItemRadio name="language" value="en" lang="en">
              {t('settings.english')}
            </MenuItemRadio>
          </MenuGroup>
          <MenuDivider />
          <MenuItemCheckbox name="theme" value="dark">
            {t('settings.darkTheme')}
          </MenuItemCheckbox>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
