import { DEMO_PASSWORD, type DemoCorporation, type DemoUser } from '@vitrine/core/demo-manifest';
import { storagePaths } from '../storage-paths.ts';

export function demoCorporations(): DemoCorporation[] {
  return [
    {
      key: 'horizon',
      name: { fr: 'Horizon Promotion', en: 'Horizon Promotion' },
      settings: [
        {
          name: 'logo',
          type: 'image',
          value: null,
          imagePath: storagePaths.branding('sambre', 'secondary-logo'),
        },
        { name: 'main-color', type: 'text', value: '#1e4d5c' },
        { name: 'secondary-color', type: 'text', value: '#c79a4b' },
      ],
    },
    {
      key: 'meuse',
      name: { fr: 'Atelier Meuse', en: 'Atelier Meuse' },
      settings: [
        {
          name: 'logo',
          type: 'image',
          value: null,
          imagePath: storagePaths.branding('meuse', 'secondary-logo'),
        },
        { name: 'main-color', type: 'text', value: '#2f3a4a' },
        { name: 'secondary-color', type: 'text', value: '#d9643a' },
      ],
    },
  ];
}

export function demoUsers(): DemoUser[] {
  const user = (
    key: string,
    name: string,
    email: string,
    role: DemoUser['role'],
    corporationKey: string | null,
  ) => ({
    key,
    name,
    email,
    password: DEMO_PASSWORD,
    role,
    corporationKey,
  });
  return [
    user('root', 'Root Vitrine', 'root@vitrine.test', 1, null),
    user('horizon-admin', 'Claire Dubois', 'admin@horizon.test', 2, 'horizon'),
    user('horizon-sales', 'Marc Lambert', 'vente@horizon.test', 4, 'horizon'),
    user('meuse-admin', 'Sophie Renard', 'admin@meuse.test', 2, 'meuse'),
  ];
}
