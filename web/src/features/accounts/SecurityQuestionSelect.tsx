import { useQuery } from '@apollo/client/react';
import { Select, type SelectProps } from '@mantine/core';
import { SecurityQuestionsQuery } from './operations';

/** The security questions a person chooses from, at registration and in the profile's security popup. */
export function SecurityQuestionSelect(props: Omit<SelectProps, 'data' | 'label' | 'placeholder'>) {
  const { data } = useQuery(SecurityQuestionsQuery);
  return (
    <Select
      label="Security question"
      placeholder="Choose a question"
      data={data?.securityQuestions.map((item) => ({ value: item.id, label: item.question })) ?? []}
      {...props}
    />
  );
}
