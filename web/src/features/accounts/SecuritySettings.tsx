import { Tabs } from '@mantine/core';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangeSecurityAnswerForm } from './ChangeSecurityAnswerForm';

/** The profile menu's 'Password and security question': one tab per secret. */
export function SecuritySettings({ onDone }: { onDone: () => void }) {
  return (
    <Tabs defaultValue="password" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="password">Password</Tabs.Tab>
        <Tabs.Tab value="question">Security question</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="password">
        <ChangePasswordForm onDone={onDone} />
      </Tabs.Panel>
      <Tabs.Panel value="question">
        <ChangeSecurityAnswerForm onDone={onDone} />
      </Tabs.Panel>
    </Tabs>
  );
}
