import type { ReactElement } from 'react';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import TourOutlined from '@mui/icons-material/TourOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';

/** An icon per menu group (dashboard tiles, entries without their own icon). */
const ICONS: Record<string, ReactElement> = {
  finance: <AccountBalanceWalletOutlined />,
  infrastructure: <PublicOutlined />,
  agencyManagement: <StorefrontOutlined />,
  accommodation: <HotelOutlined />,
  supplierManagement: <LocalShippingOutlined />,
  userManagement: <PeopleOutline />,
  services: <TourOutlined />,
  reservationManagement: <EventNoteOutlined />,
  providerSettings: <SettingsOutlined />,
  audit: <ManageSearchOutlined />,
};

export function groupIcon(group: string): ReactElement {
  return ICONS[group] ?? <FolderOutlined />;
}
