import { createHash } from 'node:crypto';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two consumers: the gateway's resolver types (bound to the api's own response
// types through mappers) and the web's typed documents, which Apollo Client's hooks accept
// directly (Apollo Client 4 advises typed documents over generated hook wrappers).
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GatewayContext',
        mappers: {
          User: '../upstream/types#ApiUser',
          PartnerApp: '../resolvers/partners/shapes#PartnerAppShape',
          WebhookDelivery: '../resolvers/webhooks/shapes#WebhookDeliveryShape',
          CluNode: '../upstream/types#ApiCluNode',
          ColorSchema: '../upstream/types#ApiColorSchema',
          Field: '../upstream/types#ApiField',
          Farm: '../upstream/types#ApiFarm',
          FieldOwner: '../upstream/types#ApiFieldOwner',
          Crop: '../upstream/types#ApiCrop',
          CropTrait: '../upstream/types#ApiCropTrait',
          CropTraitGroup: '../upstream/types#ApiCropTraitGroup',
          HerbicideGroup: '../upstream/types#ApiHerbicideGroup',
          ActiveIngredient: '../upstream/types#ApiActiveIngredient',
          TankMix: '../upstream/types#ApiTankMix',
          CompatibilityVerdict: '../upstream/types#ApiVerdict',
          TutorialFlags: '../upstream/types#ApiTutorialFlags',
          PaginationMeta: '../upstream/types#ApiPaginationMeta',
          AssignedRetailer: '../upstream/types#ApiAssignedRetailer',
          AssignedAccount: '../upstream/types#ApiAssignedAccount',
          AssignedFarm: '../upstream/types#ApiAssignedFarm',
          AgRetailerInvite: '../upstream/types#ApiAgRetailerInvite',
          PendingInvite: '../upstream/types#ApiPendingInvite',
          StaffAccount: '../upstream/types#ApiStaffAccount',
          AuditEntry: '../upstream/types#ApiAuditEntry',
          AuditPerson: '../upstream/types#ApiAuditPerson',
          AuditAccount: '../upstream/types#ApiAuditAccount',
          Package: '../upstream/types#ApiPackage',
          AccountPlan: '../upstream/types#ApiAccountPlan',
          CardOnFile: '../upstream/types#ApiCardOnFile',
          CluBatch: '../upstream/node-stream#NodeBatch',
          MapField: '../upstream/types#ApiMapField',
          AdjacentTrait: '../upstream/types#ApiAdjacentTrait',
          NeighborWarning: '../upstream/types#ApiNeighborWarning',
          Report: '../upstream/types#ApiReport',
          NozzleReference: '../upstream/types#ApiNozzleReference',
          ReportDraft: '../upstream/types#ApiReportDraft',
          ProductRegistration: '../upstream/types#ApiProductRegistration',
          SprayPlanner: '../upstream/types#ApiSprayPlanner',
          SprayedGroup: '../upstream/types#ApiSprayedGroup',
          SprayNotice: '../upstream/types#ApiSprayNotice',
          NoticeField: '../upstream/types#ApiNoticeField',
          FieldWeather: '../upstream/types#ApiFieldWeather',
          WeatherNow: '../upstream/types#ApiWeatherNow',
          WeatherHour: '../upstream/types#ApiWeatherHour',
          AdjacentField: '../upstream/types#ApiAdjacentField',
          DriftZone: '../upstream/types#ApiDriftZone',
          Sprayability: '../upstream/types#ApiSprayability',
          SprayHour: '../upstream/types#ApiSprayHour',
          LabelBreach: '../upstream/types#ApiLabelBreach',
          LabelInTank: '../upstream/types#ApiLabelInTank',
          LabelProduct: '../upstream/types#ApiLabelProduct',
          SprayReadings: '../upstream/types#ApiSprayReadings',
        },
        enumsAsTypes: true,
        scalars: { ID: 'string', EncodedRings: 'string[]', CluWireFields: 'unknown' },
      },
    },
    'web/src/graphql/generated/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/generated/**'],
      // persistedDocuments: the web app's operations as trusted documents, published at build in
      // persisted-documents.json (hash → text), each document carrying its hash (`__meta__.hash`),
      // which the web sends instead of the text (web/src/graphql/trustedDocuments.ts; the gateway:
      // gateway/src/persisted/).
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: {
          // The bare sha256 of the published text: what Apollo Server's persisted-query protocol
          // names `sha256Hash` (codegen's 'sha256' would prefix it with "sha256:").
          hashAlgorithm: (text: string) => createHash('sha256').update(text).digest('hex'),
        },
      },
      // The gateway runs the published text, so it must select the __typename fields Apollo's
      // cache needs: each document carries those Apollo would add (its own transform), and
      // Apollo then sends it unchanged, with its hash.
      documentTransforms: [
        {
          transform: ({ documents }) =>
            documents.map((source) => ({
              ...source,
              document: source.document && addTypenameToDocument(source.document),
            })),
        },
      ],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          EncodedRings: 'string[]',
          // What the gateway's CluWireFields carries: the compact wire form (contract/src/wire.ts).
          CluWireFields: "import('@field-boundaries/contract/wire').CompactField[]",
        },
      },
    },
    // The partner SDK's operations (sdk/src/operations), typed for any client: one file of the
    // types they use and their documents as strings that carry their result and variable types,
    // so the published package needs no GraphQL parser at run time.
    'sdk/src/generated/graphql.ts': {
      documents: ['sdk/src/operations/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { EncodedRings: 'string[]', CluWireFields: 'unknown' },
      },
    },
  },
};

export default config;
