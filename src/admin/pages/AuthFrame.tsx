import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { AuthCard } from './AuthCard';

/** The centred card of the pages outside the layout (sign-in, logout, not found) inside the admin shell. */
export const AuthFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <AuthCard title={title} appTitle={translate('app.title')} corner={<LanguageSwitch />}>
      {children}
    </AuthCard>
  );
};
