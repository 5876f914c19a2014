import { useTranslate } from 'react-admin';
import { LoadingBarView } from './LoadingBarView';

/** The "please wait..." indicator in the admin shell (LoadingBarView with the shell's texts). */
export const LoadingBar = () => {
  const translate = useTranslate();
  return <LoadingBarView label={translate('app.pleaseWait', { _: 'please wait...' })} />;
};
