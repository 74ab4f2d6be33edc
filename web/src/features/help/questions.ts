/** The questions growers ask support most, answered in the words the screens use. */
export const questions: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I claim my field?',
    answer:
      'On Farms, search for your town, county or a latitude and longitude and zoom in until field ' +
      'boundaries appear. Click your field, choose Claim field, give it a name of up to 30 characters and ' +
      'confirm that you own it or are authorized to act for its owner. If no boundary matches, use Add ' +
      'Field in the farm list and draw it yourself.',
  },
  {
    question: 'What do the free trial and Pro plans include?',
    answer:
      'The free trial covers one user, one farm and one field. Pro, $25 per year, adds as many farms and ' +
      'fields as you need, sharing crops and traits with neighbors, ag retailer access and full support. ' +
      'Ag retailer accounts show as Pro / Ag Retailer and are not upgraded in the app; write to support ' +
      'if you need more acres.',
  },
  {
    question: 'Why does Tank Mix warn that a mix would injure a crop?',
    answer:
      'Tank Mix compares the actives in the herbicide groups of your mix with the crops and seed traits in ' +
      'My Crops, Neighbor Crops and Traits. A line such as "This mix would injure soybean - Enlist E3 ' +
      '(dicamba)" means a crop you or a neighbor grow does not tolerate that active. The warning is ' +
      'guidance, not a label: always read and follow the label of every product you spray.',
  },
  {
    question: 'How do I give my ag retailer access, or take it away?',
    answer:
      'Open Ag Retailer, press Add Ag Retailer and enter the retailer’s e-mail. They get a mail with a ' +
      'link; once they accept, they can open your account and work on your fields for you. Remove them ' +
      'from the same page at any time and their access ends at once.',
  },
  {
    question: 'My neighbor’s field shows the wrong crop or trait. What can I do?',
    answer:
      'On Pro, click the neighbor’s field and choose Assign Crop and Trait to record what you see there, ' +
      'or Invite neighbor so they can claim the field and keep it current themselves.',
  },
];
