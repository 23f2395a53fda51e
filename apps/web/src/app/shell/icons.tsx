import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import AlertOutlined from '@ant-design/icons/AlertOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CalculatorOutlined from '@ant-design/icons/CalculatorOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import ClusterOutlined from '@ant-design/icons/ClusterOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FolderOpenOutlined from '@ant-design/icons/FolderOpenOutlined';
import FundOutlined from '@ant-design/icons/FundOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MoneyCollectOutlined from '@ant-design/icons/MoneyCollectOutlined';
import PieChartOutlined from '@ant-design/icons/PieChartOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { ComponentType } from 'react';

/**
 * The menu's icons by the name the server sends (meta.icon). Imported one by one: the full icon
 * set would cost hundreds of kB. An unknown name shows no icon.
 */
const ICONS: Readonly<Record<string, ComponentType>> = {
  AccountBookOutlined,
  AlertOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  CalculatorOutlined,
  CheckSquareOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  ContactsOutlined,
  CustomerServiceOutlined,
  DesktopOutlined,
  ExperimentOutlined,
  FileAddOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  PieChartOutlined,
  ProjectOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  WalletOutlined,
};

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = name && Object.hasOwn(ICONS, name) ? ICONS[name]! : null;
  return Icon ? <Icon /> : null;
}
