/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      ok\n      errors {\n        message\n      }\n      message\n    }\n  }\n": typeof types.ResendActivationDocument,
    "\n  mutation SetDeveloper($on: Boolean!) {\n    setDeveloper(on: $on) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.SetDeveloperDocument,
    "\n  mutation SetAccountDeveloper($uuid: ID!, $on: Boolean!) {\n    setAccountDeveloper(uuid: $uuid, on: $on) {\n      ok\n      errors {\n        message\n      }\n      account {\n        uuid\n        isDeveloper\n      }\n    }\n  }\n": typeof types.SetAccountDeveloperDocument,
    "\n  query EmailRegistered($email: String!) {\n    emailRegistered(email: $email)\n  }\n": typeof types.EmailRegisteredDocument,
    "\n  query SecurityQuestions {\n    securityQuestions {\n      id\n      question\n    }\n  }\n": typeof types.SecurityQuestionsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ActivateAccount($userUuid: ID!, $activationHash: String!) {\n    activateAccount(userUuid: $userUuid, activationHash: $activationHash) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.ActivateAccountDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ChangeSecurityAnswer($input: ChangeSecurityAnswerInput!) {\n    changeSecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ChangeSecurityAnswerDocument,
    "\n  query RecoveryQuestion($email: String!) {\n    recoveryQuestion(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      securityQuestion {\n        id\n        question\n      }\n      active\n    }\n  }\n": typeof types.RecoveryQuestionDocument,
    "\n  mutation VerifySecurityAnswer($input: SecurityAnswerInput!) {\n    verifySecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.VerifySecurityAnswerDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query StaffAccounts($search: String, $page: Int!) {\n    staffAccounts(search: $search, page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        uuid\n        fullName\n        email\n        accountName\n        plan\n        isActive\n        isAgRetailer\n        isDeveloper\n        isStaff\n        createdAt\n      }\n    }\n  }\n": typeof types.StaffAccountsDocument,
    "\n  query AuditLog($page: Int!, $account: ID, $actor: ID, $action: String) {\n    auditLog(page: $page, account: $account, actor: $actor, action: $action) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        action\n        actorUuid\n        actor {\n          fullName\n          email\n        }\n        accountUuid\n        account {\n          fullName\n          email\n          name\n        }\n        detail\n        createdAt\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query Packages {\n    packages {\n      id\n      name\n      plan\n      price\n      months\n      packageStripeId\n    }\n  }\n": typeof types.PackagesDocument,
    "\n  fragment AccountPlanFields on AccountPlan {\n    plan\n    account\n    expiresAt\n    renews\n    provider\n    package {\n      id\n      name\n      price\n      months\n    }\n    card {\n      brand\n      last4\n      paymentMethodId\n    }\n  }\n": typeof types.AccountPlanFieldsFragmentDoc,
    "\n  query AccountPlan {\n    accountPlan {\n      ...AccountPlanFields\n    }\n  }\n": typeof types.AccountPlanDocument,
    "\n  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {\n    changeSubscription(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      charged\n      subscription {\n        ...AccountPlanFields\n      }\n    }\n  }\n": typeof types.ChangeSubscriptionDocument,
    "\n  mutation VerifyCoupon($couponCode: String!) {\n    verifyCoupon(couponCode: $couponCode) {\n      ok\n      errors {\n        field\n        message\n      }\n      couponCode\n      price\n    }\n  }\n": typeof types.VerifyCouponDocument,
    "\n  mutation VerifyCard($input: CardInput!) {\n    verifyCard(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      brand\n      last4\n      paymentMethodId\n    }\n  }\n": typeof types.VerifyCardDocument,
    "\n  mutation BuyPackage($input: BuyPackageInput!) {\n    buyPackage(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      invoiceUrl\n      plan\n      planExpiresAt\n      amount\n    }\n  }\n": typeof types.BuyPackageDocument,
    "\n  mutation CheckoutSession($packageStripeId: String!) {\n    checkoutSession(packageStripeId: $packageStripeId) {\n      ok\n      errors {\n        field\n        message\n      }\n      url\n    }\n  }\n": typeof types.CheckoutSessionDocument,
    "\n  mutation BillingPortalSession {\n    billingPortalSession {\n      ok\n      errors {\n        field\n        message\n      }\n      url\n    }\n  }\n": typeof types.BillingPortalSessionDocument,
    "\n  mutation CreateField($input: CreateFieldInput!) {\n    createField(input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        farm\n        bbox\n      }\n    }\n  }\n": typeof types.CreateFieldDocument,
    "\n  mutation MergeFields($uuid: ID!, $mergeFields: [ID!]!) {\n    mergeFields(uuid: $uuid, mergeFields: $mergeFields) {\n      ok\n      errors {\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        mergedFrom\n      }\n    }\n  }\n": typeof types.MergeFieldsDocument,
    "\n  mutation SplitField($uuid: ID!, $line: [[Float!]!]!, $boundaryVersion: Int!) {\n    splitField(uuid: $uuid, line: $line, boundaryVersion: $boundaryVersion) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n        name\n        area\n      }\n    }\n  }\n": typeof types.SplitFieldDocument,
    "\n  mutation ReshapeField($uuid: ID!, $mpoly: [[[[Float!]!]!]!]!, $boundaryVersion: Int!) {\n    updateField(uuid: $uuid, input: { mpoly: $mpoly, boundaryVersion: $boundaryVersion }) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        area\n        boundaryVersion\n      }\n    }\n  }\n": typeof types.ReshapeFieldDocument,
    "\n  fragment CropFields on Crop {\n    id\n    name\n    logo\n  }\n": typeof types.CropFieldsFragmentDoc,
    "\n  fragment CropTraitFields on CropTrait {\n    id\n    name\n    traitName\n    logoUrl\n    crop {\n      id\n      name\n    }\n  }\n": typeof types.CropTraitFieldsFragmentDoc,
    "\n  fragment HerbicideGroupFields on HerbicideGroup {\n    id\n    groupLabel\n    groupType\n    logo\n    herbicides\n    activeIngredients {\n      id\n      name\n      products\n    }\n  }\n": typeof types.HerbicideGroupFieldsFragmentDoc,
    "\n  fragment VerdictFields on CompatibilityVerdict {\n    safe\n    relation\n    crop {\n      id\n      name\n    }\n    cropTrait {\n      id\n      name\n    }\n    injuring {\n      id\n      name\n    }\n  }\n": typeof types.VerdictFieldsFragmentDoc,
    "\n  query CropsScreen {\n    crops {\n      ...CropFields\n    }\n    myCrops {\n      ...CropFields\n    }\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n": typeof types.CropsScreenDocument,
    "\n  query TraitsScreen {\n    cropTraitGroups {\n      cropName\n      traits {\n        ...CropTraitFields\n      }\n    }\n    myCropTraits {\n      ...CropTraitFields\n    }\n    myCrops {\n      ...CropFields\n    }\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n": typeof types.TraitsScreenDocument,
    "\n  query HerbicidesScreen {\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n  }\n": typeof types.HerbicidesScreenDocument,
    "\n  mutation SetMyCrops($cropIds: [Int!]!) {\n    setMyCrops(cropIds: $cropIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      crops {\n        ...CropFields\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n": typeof types.SetMyCropsDocument,
    "\n  mutation SetMyNeighborCrops($cropIds: [Int!]!) {\n    setMyNeighborCrops(cropIds: $cropIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      crops {\n        ...CropFields\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n": typeof types.SetMyNeighborCropsDocument,
    "\n  mutation SetMyCropTraits($cropTraitIds: [Int!]!) {\n    setMyCropTraits(cropTraitIds: $cropTraitIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n": typeof types.SetMyCropTraitsDocument,
    "\n  mutation SetMyHerbicideGroups($herbicideGroupIds: [Int!]!) {\n    setMyHerbicideGroups(herbicideGroupIds: $herbicideGroupIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      herbicideGroups {\n        ...HerbicideGroupFields\n      }\n    }\n  }\n": typeof types.SetMyHerbicideGroupsDocument,
    "\n  query MyCrops {\n    myCrops {\n      ...CropFields\n    }\n  }\n": typeof types.MyCropsDocument,
    "\n  query MyNeighborCrops {\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n": typeof types.MyNeighborCropsDocument,
    "\n  query MyCropTraits {\n    myCropTraits {\n      ...CropTraitFields\n    }\n  }\n": typeof types.MyCropTraitsDocument,
    "\n  query MyHerbicideGroups {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n  }\n": typeof types.MyHerbicideGroupsDocument,
    "\n  mutation AddFarm($name: String!) {\n    addFarm(name: $name) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AddFarmDocument,
    "\n  mutation RenameFarm($id: Int!, $name: String!) {\n    renameFarm(id: $id, name: $name) {\n      ok\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RenameFarmDocument,
    "\n  mutation DeleteFarm($id: Int!) {\n    deleteFarm(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": typeof types.DeleteFarmDocument,
    "\n  mutation UpdateField($uuid: ID!, $input: UpdateFieldInput!) {\n    updateField(uuid: $uuid, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n      }\n    }\n  }\n": typeof types.UpdateFieldDocument,
    "\n  mutation DeleteField($uuid: ID!) {\n    deleteField(uuid: $uuid) {\n      ok\n      errors {\n        field\n        message\n      }\n      uuid\n    }\n  }\n": typeof types.DeleteFieldDocument,
    "\n  mutation BulkEditFields($items: [BulkFieldInput!]!) {\n    bulkEditFields(items: $items) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n      }\n    }\n  }\n": typeof types.BulkEditFieldsDocument,
    "\n  mutation ClaimField($uuid: ID!, $input: ClaimFieldInput!) {\n    claimField(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        farm\n      }\n    }\n  }\n": typeof types.ClaimFieldDocument,
    "\n  query MyFarms {\n    myFarms {\n      id\n      name\n      fields {\n        uuid\n        name\n        area\n        center {\n          lat\n          lng\n        }\n        bbox\n      }\n    }\n  }\n": typeof types.MyFarmsDocument,
    "\n  mutation ImportFarmFields($farm: Int!, $input: ImportFieldsInput!) {\n    importFarmFields(farm: $farm, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        taken\n        refused\n        skipped\n        written\n        notes\n        columns\n        nameColumn\n        features {\n          number\n          name\n          taken\n          status\n          reason\n          acres\n          matches {\n            uuid\n            name\n            farmName\n            metres\n          }\n        }\n      }\n    }\n  }\n": typeof types.ImportFarmFieldsDocument,
    "\n  query FarmFieldsFile($farm: Int!, $format: BoundaryFormat!) {\n    farmFieldsFile(farm: $farm, format: $format) {\n      filename\n      contentType\n      base64\n    }\n  }\n": typeof types.FarmFieldsFileDocument,
    "\n  query MapField($uuid: ID!, $owner: Boolean) {\n    mapField(uuid: $uuid, owner: $owner) {\n      uuid\n      cluUuid\n      name\n      area\n      claimed\n      mine\n      bbox\n      isBuilding\n      owner {\n        fullName\n        email\n      }\n      crop {\n        id\n        name\n      }\n      cropTrait {\n        id\n        name\n      }\n      weather {\n        temperature0\n        windSpeed0\n        windDir0\n        chanceOfRain0\n        source\n      }\n      hasAdjacentTrait\n      adjacentTrait {\n        id\n        adjecentUuid\n        isBuilding\n        crop {\n          id\n          name\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.MapFieldDocument,
    "\n  mutation AddAdjacentTrait($uuid: ID!, $input: AdjacentTraitInput!) {\n    addAdjacentTrait(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      adjacentTrait {\n        id\n      }\n    }\n  }\n": typeof types.AddAdjacentTraitDocument,
    "\n  mutation UpdateAdjacentTrait($uuid: ID!, $id: Int!, $input: AdjacentTraitInput!) {\n    updateAdjacentTrait(uuid: $uuid, id: $id, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      adjacentTrait {\n        id\n        isBuilding\n        crop {\n          id\n          name\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.UpdateAdjacentTraitDocument,
    "\n  mutation RemoveAdjacentTrait($uuid: ID!, $id: Int!) {\n    removeAdjacentTrait(uuid: $uuid, id: $id) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RemoveAdjacentTraitDocument,
    "\n  mutation InviteNeighbour($uuid: ID!, $email: String!) {\n    inviteNeighbour(uuid: $uuid, email: $email) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.InviteNeighbourDocument,
    "\n  query NeighbourPrompts {\n    myFarms {\n      id\n      name\n      neighbourPrompts {\n        uuid\n        area\n        claimed\n        bbox\n      }\n    }\n  }\n": typeof types.NeighbourPromptsDocument,
    "\n  query PartnerConsent($uid: ID!) {\n    partnerConsent(uid: $uid) {\n      uid\n      app {\n        clientId\n        name\n        logoUri\n      }\n      scopes {\n        scope\n        wording\n      }\n      farms {\n        id\n        name\n      }\n      redirectOrigin\n    }\n  }\n": typeof types.PartnerConsentDocument,
    "\n  mutation AnswerPartnerConsent($uid: ID!, $allow: Boolean!) {\n    answerPartnerConsent(uid: $uid, allow: $allow) {\n      ok\n      errors {\n        field\n        message\n      }\n      redirectTo\n    }\n  }\n": typeof types.AnswerPartnerConsentDocument,
    "\n  query ConnectedApps {\n    connectedApps {\n      clientId\n      name\n      logoUri\n      scopes {\n        scope\n        wording\n      }\n      connectedAt\n      lastUsedAt\n    }\n  }\n": typeof types.ConnectedAppsDocument,
    "\n  mutation RevokeConnectedApp($clientId: ID!) {\n    revokeConnectedApp(clientId: $clientId) {\n      ok\n      errors {\n        field\n        message\n      }\n      clientId\n    }\n  }\n": typeof types.RevokeConnectedAppDocument,
    "\n  query PartnerApps {\n    partnerApps {\n      clientId\n      name\n      logoUri\n      redirectUris\n      scopes\n      confidential\n      createdAt\n      webhookEndpoints {\n        id\n        url\n        events\n        createdAt\n      }\n      operations {\n        sha256Hash\n        name\n        registeredAt\n      }\n    }\n  }\n": typeof types.PartnerAppsDocument,
    "\n  query WebhookDeliveries {\n    partnerApps {\n      clientId\n      webhookDeliveries(limit: 50) {\n        id\n        endpointId\n        eventId\n        type\n        status\n        attempts\n        lastStatus\n        lastError\n        nextAttemptAt\n        createdAt\n        deliveredAt\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RegisterPartnerApp($input: RegisterPartnerAppInput!) {\n    registerPartnerApp(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      app {\n        clientId\n        name\n      }\n      clientSecret\n    }\n  }\n": typeof types.RegisterPartnerAppDocument,
    "\n  mutation RemovePartnerApp($clientId: ID!) {\n    removePartnerApp(clientId: $clientId) {\n      ok\n      errors {\n        field\n        message\n      }\n      clientId\n    }\n  }\n": typeof types.RemovePartnerAppDocument,
    "\n  mutation AddWebhookEndpoint($input: AddWebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      endpoint {\n        id\n        url\n        events\n        createdAt\n      }\n      secret\n    }\n  }\n": typeof types.AddWebhookEndpointDocument,
    "\n  mutation RemoveWebhookEndpoint($clientId: ID!, $id: ID!) {\n    removeWebhookEndpoint(clientId: $clientId, id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": typeof types.RemoveWebhookEndpointDocument,
    "\n  mutation RegisterPartnerOperation($clientId: ID!, $document: String!) {\n    registerPartnerOperation(clientId: $clientId, document: $document) {\n      ok\n      errors {\n        field\n        message\n      }\n      operation {\n        sha256Hash\n        name\n        registeredAt\n      }\n    }\n  }\n": typeof types.RegisterPartnerOperationDocument,
    "\n  mutation RemovePartnerOperation($clientId: ID!, $sha256Hash: ID!) {\n    removePartnerOperation(clientId: $clientId, sha256Hash: $sha256Hash) {\n      ok\n      errors {\n        field\n        message\n      }\n      sha256Hash\n    }\n  }\n": typeof types.RemovePartnerOperationDocument,
    "\n  fragment ReportFormParts on ReportForm {\n    reportDate\n    generalInfo {\n      applicator\n      applicatorLicenseNumber\n      sensitiveCropRegistry\n      endangeredSpeciesAwareness\n      applicationStart\n      applicationStop\n      applicationStopsNextDay\n      supervisedApplicators\n      registryCheckedOn\n      neighboursNotified\n      commercial\n      customerName\n      customerAddress\n    }\n    site {\n      cropOrSite\n      areaTreatedAcres\n      fsaFarmNumber\n      fsaTractNumber\n      fsaFieldNumber\n    }\n    applications {\n      productName\n      epaRegNumber\n      useRate\n      totalAmount\n      totalAmountUnit\n    }\n    weather {\n      temperature\n      humidity\n      windSpeed\n      windDirection\n      precipitation\n      source\n      sources {\n        temperature\n        humidity\n        windSpeed\n        windDirection\n      }\n      forecastIssuedAt\n      atFinish {\n        temperature\n        windSpeed\n        windDirection\n      }\n    }\n    startCheck {\n      startedAt\n      temperatureF\n      windMph\n      windFrom\n      confirmedForecast\n    }\n    equipment {\n      carrierGpa\n      groundSpeedMph\n      adjuvants\n      downwindBufferFt\n      limitsExplanation\n    }\n    nozzle {\n      manufacturer\n      noozleType\n      noozleSize\n      pumpPressure\n      boomHeightTemp\n      dropletClass\n    }\n  }\n": typeof types.ReportFormPartsFragmentDoc,
    "\n  fragment ReportParts on Report {\n    id\n    field\n    fieldName\n    farmName\n    acres\n    version\n    versions\n    savedAt\n    savedByName\n    changeReason\n    pdfSha256\n    timeZone\n    timeZoneName\n    pdfUrl\n    mapUrl\n    form {\n      ...ReportFormParts\n    }\n    record {\n      title\n      fieldName\n      farmLine\n      dateLine\n      versionLine\n      laterVersion\n      sections {\n        title\n        rows {\n          label\n          value\n        }\n      }\n      products {\n        columns\n        rows\n        note\n      }\n      driftLine\n      footer\n    }\n  }\n": typeof types.ReportPartsFragmentDoc,
    "\n  query ReportReference {\n    nozzleReference {\n      pumpPressures\n      dropletClasses {\n        code\n        name\n      }\n      nozzleSizes {\n        code\n        colour\n        gpmAt40Psi\n      }\n      manufacturers {\n        id\n        name\n        noozleTypeCode\n        noozleTypes {\n          code\n          name\n          kind\n        }\n      }\n    }\n    productRegistrations {\n      productName\n      epaRegNumber\n      registrant\n    }\n  }\n": typeof types.ReportReferenceDocument,
    "\n  query ReportDraft($field: ID!) {\n    reportDraft(field: $field) {\n      field {\n        uuid\n        name\n        farmName\n        acres\n      }\n      timeZone\n      onBehalf\n      form {\n        ...ReportFormParts\n      }\n      weather {\n        source\n        issuedAt\n        error\n      }\n    }\n  }\n": typeof types.ReportDraftDocument,
    "\n  query FieldReports($field: ID, $page: Int!) {\n    reports(field: $field, page: $page) {\n      meta {\n        page\n        totalPages\n        total\n      }\n      results {\n        ...ReportParts\n      }\n    }\n  }\n": typeof types.FieldReportsDocument,
    "\n  query ReportVersion($id: Int!, $version: Int) {\n    report(id: $id, version: $version) {\n      ...ReportParts\n    }\n  }\n": typeof types.ReportVersionDocument,
    "\n  query ReportHistory($id: Int!) {\n    report(id: $id) {\n      id\n      version\n      history {\n        ...ReportParts\n      }\n    }\n  }\n": typeof types.ReportHistoryDocument,
    "\n  mutation SaveReport($input: SaveReportInput!) {\n    saveReport(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        ...ReportParts\n      }\n    }\n  }\n": typeof types.SaveReportDocument,
    "\n  mutation AmendReport($input: AmendReportInput!) {\n    amendReport(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        ...ReportParts\n      }\n    }\n  }\n": typeof types.AmendReportDocument,
    "\n  fragment PaginationFields on PaginationMeta {\n    page\n    totalPages\n    total\n    resultsOnPage\n    previousPage\n    nextPage\n  }\n": typeof types.PaginationFieldsFragmentDoc,
    "\n  query AssignedRetailers($page: Int!) {\n    assignedRetailers(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        company\n        lastEnteredAt\n      }\n    }\n  }\n": typeof types.AssignedRetailersDocument,
    "\n  query AssignedAccounts($page: Int!) {\n    assignedAccounts(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        accountName\n        lastEnteredAt\n      }\n    }\n  }\n": typeof types.AssignedAccountsDocument,
    "\n  mutation SendAgRetailerInvite($email: String!) {\n    sendAgRetailerInvite(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      email\n      upgradeRequired\n    }\n  }\n": typeof types.SendAgRetailerInviteDocument,
    "\n  mutation RemoveAgRetailer($id: ID!) {\n    removeAgRetailer(id: $id) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RemoveAgRetailerDocument,
    "\n  query AgRetailerInvite($inviteHash: String!) {\n    agRetailerInvite(inviteHash: $inviteHash) {\n      ok\n      errors {\n        message\n      }\n      invite {\n        growerName\n        accountName\n        retailerName\n        company\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n": typeof types.AgRetailerInviteDocument,
    "\n  mutation AcceptAgRetailerInvite($inviteHash: String!) {\n    acceptAgRetailerInvite(inviteHash: $inviteHash) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.AcceptAgRetailerInviteDocument,
    "\n  mutation EnterGodMode($uuid: ID!) {\n    enterGodMode(uuid: $uuid) {\n      ok\n      errors {\n        message\n      }\n      godMode\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.EnterGodModeDocument,
    "\n  mutation LeaveGodMode {\n    leaveGodMode {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.LeaveGodModeDocument,
    "\n  query UsersSidebar($page: Int!) {\n    assignedAccounts(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        accountName\n        farms {\n          id\n          name\n          fieldCount\n          acres\n        }\n      }\n    }\n  }\n": typeof types.UsersSidebarDocument,
    "\n  query GrowerFarmFields($account: ID!, $farm: Int!) {\n    assignedFarmFields(account: $account, farm: $farm) {\n      uuid\n      name\n      area\n      bbox\n      isBuilding\n      geometry {\n        coordinates\n      }\n    }\n  }\n": typeof types.GrowerFarmFieldsDocument,
    "\n  query PendingInvites($page: Int!) {\n    pendingInvites(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        direction\n        name\n        email\n        business\n        invitedBy\n        sentAt\n        expiresAt\n        expired\n      }\n    }\n  }\n": typeof types.PendingInvitesDocument,
    "\n  mutation ResendAgRetailerInvite($id: ID!) {\n    resendAgRetailerInvite(id: $id) {\n      ok\n      errors {\n        message\n      }\n      email\n    }\n  }\n": typeof types.ResendAgRetailerInviteDocument,
    "\n  mutation CancelAgRetailerInvite($id: ID!) {\n    cancelAgRetailerInvite(id: $id) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.CancelAgRetailerInviteDocument,
    "\n  query SprayChoices {\n    myTankMixes {\n      id\n      name\n    }\n    myHerbicideGroups {\n      id\n      groupLabel\n      groupType\n    }\n  }\n": typeof types.SprayChoicesDocument,
    "\n  query SprayZone {\n    myFarms {\n      id\n      fields {\n        uuid\n        weather {\n          weather {\n            timeZone\n          }\n        }\n      }\n    }\n  }\n": typeof types.SprayZoneDocument,
    "\n  fragment SprayPlannerFields on SprayPlanner {\n    farmId\n    herbicideGroups {\n      id\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    tankMix {\n      id\n      name\n    }\n    fields {\n      uuid\n      name\n    }\n    startedAt\n    timeZone\n    neighboursNotified\n  }\n": typeof types.SprayPlannerFieldsFragmentDoc,
    "\n  fragment SprayNoticeFields on SprayNotice {\n    id\n    kind\n    sprayId\n    startedAt\n    stoppedAt\n    active\n    herbicides {\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    fields {\n      uuid\n      name\n      cropTrait\n      injuredBy\n    }\n    timeZone\n    sprayedBy\n  }\n": typeof types.SprayNoticeFieldsFragmentDoc,
    "\n  subscription CurrentSprays {\n    currentSprays {\n      ...SprayPlannerFields\n    }\n  }\n": typeof types.CurrentSpraysDocument,
    "\n  query SprayNotices {\n    sprayNotices {\n      ...SprayNoticeFields\n    }\n  }\n": typeof types.SprayNoticesDocument,
    "\n  subscription SprayNoticesLive($after: Int) {\n    sprayNotices(after: $after) {\n      ...SprayNoticeFields\n    }\n  }\n": typeof types.SprayNoticesLiveDocument,
    "\n  mutation StartSpraying($input: StartSprayingInput!) {\n    startSpraying(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      planner {\n        ...SprayPlannerFields\n      }\n    }\n  }\n": typeof types.StartSprayingDocument,
    "\n  mutation StopSpraying($farmId: Int!) {\n    stopSpraying(farmId: $farmId) {\n      ok\n      errors {\n        message\n      }\n      farmId\n    }\n  }\n": typeof types.StopSprayingDocument,
    "\n  fragment FieldWeatherFields on FieldWeather {\n    temperature0\n    windSpeed0\n    windDir0\n    chanceOfRain0\n    source\n    issuedAt\n    timeZone\n  }\n": typeof types.FieldWeatherFieldsFragmentDoc,
    "\n  fragment LabelBreachFields on LabelBreach {\n    rule\n    tier\n    words\n    found\n    source\n    confirmed\n    products\n  }\n": typeof types.LabelBreachFieldsFragmentDoc,
    "\n  query FarmSpray($plan: SprayPlanInput) {\n    myFarms {\n      id\n      fields {\n        uuid\n        spray(plan: $plan) {\n          unavailable\n          sprayability {\n            index\n            good\n            allowed\n            breaches {\n              ...LabelBreachFields\n            }\n            cautions {\n              ...LabelBreachFields\n            }\n            labels {\n              id\n              products {\n                name\n                epaRegNumber\n                registered\n              }\n            }\n            reasons\n            explanation\n            windows {\n              start\n              end\n              lowestIndex\n            }\n            weather {\n              ...FieldWeatherFields\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FarmSprayDocument,
    "\n  query FieldDrift($uuid: ID!, $plan: SprayPlanInput) {\n    fieldDrift(uuid: $uuid, plan: $plan) {\n      unavailable\n      zone {\n        polygons\n        windSpeedMph\n        windDirection\n        distanceFt\n        dropletClass\n        labelBufferFt\n        labelBufferActive\n        weatherSource\n      }\n    }\n    adjacentFields(uuid: $uuid, plan: $plan) {\n      uuid\n      label\n      compatible\n      injuring\n      polygons\n    }\n  }\n": typeof types.FieldDriftDocument,
    "\n  query DriftColors {\n    colorSchema {\n      drift\n      compatibleAdjacentField\n      incompatibleAdjacentField\n    }\n  }\n": typeof types.DriftColorsDocument,
    "\n  fragment TankMixFields on TankMix {\n    id\n    name\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    activeIngredients {\n      id\n      name\n      group {\n        id\n      }\n    }\n    products\n    compatibility {\n      ...VerdictFields\n    }\n  }\n": typeof types.TankMixFieldsFragmentDoc,
    "\n  query TankMixScreen {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n": typeof types.TankMixScreenDocument,
    "\n  query MixCompatibility($herbicideGroupIds: [Int!]!, $activeIngredientIds: [Int!]!, $products: [String!]!) {\n    compatibility(\n      input: { herbicideGroupIds: $herbicideGroupIds, activeIngredientIds: $activeIngredientIds, products: $products }\n    ) {\n      ...VerdictFields\n    }\n  }\n": typeof types.MixCompatibilityDocument,
    "\n  mutation CreateTankMix($input: CreateTankMixInput!) {\n    createTankMix(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tankMix {\n        ...TankMixFields\n      }\n    }\n  }\n": typeof types.CreateTankMixDocument,
    "\n  mutation DeleteTankMix($id: Int!) {\n    deleteTankMix(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": typeof types.DeleteTankMixDocument,
    "\n  query MyTankMixes {\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n": typeof types.MyTankMixesDocument,
    "\n  mutation UpdateTutorials($input: TutorialFlagsInput!) {\n    updateTutorials(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tutorial {\n        ...TutorialFields\n      }\n    }\n  }\n": typeof types.UpdateTutorialsDocument,
    "\n  query FarmSidebar {\n    myFarms {\n      id\n      name\n      fieldCount\n      acres\n      fields {\n        uuid\n        cluUuid\n        name\n        area\n        bbox\n        isBuilding\n        endangeredSpeciesMeasures\n        crop {\n          id\n          name\n          logo\n        }\n        cropTrait {\n          id\n          name\n        }\n        disputeFields {\n          uuid\n          area\n          overlaps\n        }\n        neighborCompatibility {\n          field\n          crop {\n            name\n          }\n          cropTrait {\n            name\n          }\n          injuring\n        }\n      }\n    }\n  }\n": typeof types.FarmSidebarDocument,
    "\n  query CropChoices {\n    crops {\n      id\n      name\n    }\n    cropTraitGroups {\n      cropName\n      crop {\n        id\n      }\n      traits {\n        id\n        traitName\n      }\n    }\n  }\n": typeof types.CropChoicesDocument,
    "\n  fragment ViewerFields on User {\n    id\n    uuid\n    fullName\n    email\n    farmName\n    isAgRetailer\n    isDeveloper\n    isStaff\n    legalNotice\n    subscriptionPlan\n    pendingEmail\n    tutorial {\n      ...TutorialFields\n    }\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  fragment TutorialFields on TutorialFlags {\n    farms\n    herbicides\n    traits\n    tankMix\n  }\n": typeof types.TutorialFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  query CluNodes($lat: Float!, $lng: Float!) {\n    cluNodes(lat: $lat, lng: $lng) {\n      id\n      fieldCount\n      geometryVersion\n    }\n  }\n": typeof types.CluNodesDocument,
    "\n  query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    cluCoverage(west: $west, south: $south, east: $east, north: $north) {\n      id\n      fieldCount\n      center {\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.CluCoverageDocument,
    "\n  query ColorSchema {\n    colorSchema {\n      unclaimedFields\n      claimedFields\n      myField\n      myFieldActive\n      neighbouringFieldsFree\n      neighbouringFieldsClaimed\n      mergeFieldsColor\n      disputedClus\n    }\n  }\n": typeof types.ColorSchemaDocument,
    "\n  subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput) {\n    cluFields(nodes: $nodes, near: $near, outerRingsOnly: true) {\n      node\n      offset\n      done\n      unchanged\n      # The compact form (one-letter keys, schema/clu.graphql CluWireFields) that the gateway\n      # passes through without per-field work; the store reads it as \"fields\".\n      fields: wireFields\n    }\n  }\n": typeof types.CluFieldsDocument,
    "\n  query MapFields($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    mapFields(west: $west, south: $south, east: $east, north: $north) {\n      fields {\n        uuid\n        mine\n        neighbour\n        name\n        farmName\n        area\n        geometry {\n          coordinates\n        }\n        disputeFields {\n          uuid\n          area\n          overlaps\n        }\n        boundaryVersion\n      }\n      disputes {\n        field\n        other\n        area\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n": typeof types.MapFieldsDocument,
    "\n  subscription CluRawFields($node: Int!) {\n    cluRawFields(node: $node) {\n      offset\n      done\n      geojson\n    }\n  }\n": typeof types.CluRawFieldsDocument,
};
const documents: Documents = {
    "\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      ok\n      errors {\n        message\n      }\n      message\n    }\n  }\n": types.ResendActivationDocument,
    "\n  mutation SetDeveloper($on: Boolean!) {\n    setDeveloper(on: $on) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.SetDeveloperDocument,
    "\n  mutation SetAccountDeveloper($uuid: ID!, $on: Boolean!) {\n    setAccountDeveloper(uuid: $uuid, on: $on) {\n      ok\n      errors {\n        message\n      }\n      account {\n        uuid\n        isDeveloper\n      }\n    }\n  }\n": types.SetAccountDeveloperDocument,
    "\n  query EmailRegistered($email: String!) {\n    emailRegistered(email: $email)\n  }\n": types.EmailRegisteredDocument,
    "\n  query SecurityQuestions {\n    securityQuestions {\n      id\n      question\n    }\n  }\n": types.SecurityQuestionsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ActivateAccount($userUuid: ID!, $activationHash: String!) {\n    activateAccount(userUuid: $userUuid, activationHash: $activationHash) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.ActivateAccountDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ChangeSecurityAnswer($input: ChangeSecurityAnswerInput!) {\n    changeSecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ChangeSecurityAnswerDocument,
    "\n  query RecoveryQuestion($email: String!) {\n    recoveryQuestion(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      securityQuestion {\n        id\n        question\n      }\n      active\n    }\n  }\n": types.RecoveryQuestionDocument,
    "\n  mutation VerifySecurityAnswer($input: SecurityAnswerInput!) {\n    verifySecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.VerifySecurityAnswerDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query StaffAccounts($search: String, $page: Int!) {\n    staffAccounts(search: $search, page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        uuid\n        fullName\n        email\n        accountName\n        plan\n        isActive\n        isAgRetailer\n        isDeveloper\n        isStaff\n        createdAt\n      }\n    }\n  }\n": types.StaffAccountsDocument,
    "\n  query AuditLog($page: Int!, $account: ID, $actor: ID, $action: String) {\n    auditLog(page: $page, account: $account, actor: $actor, action: $action) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        action\n        actorUuid\n        actor {\n          fullName\n          email\n        }\n        accountUuid\n        account {\n          fullName\n          email\n          name\n        }\n        detail\n        createdAt\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query Packages {\n    packages {\n      id\n      name\n      plan\n      price\n      months\n      packageStripeId\n    }\n  }\n": types.PackagesDocument,
    "\n  fragment AccountPlanFields on AccountPlan {\n    plan\n    account\n    expiresAt\n    renews\n    provider\n    package {\n      id\n      name\n      price\n      months\n    }\n    card {\n      brand\n      last4\n      paymentMethodId\n    }\n  }\n": types.AccountPlanFieldsFragmentDoc,
    "\n  query AccountPlan {\n    accountPlan {\n      ...AccountPlanFields\n    }\n  }\n": types.AccountPlanDocument,
    "\n  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {\n    changeSubscription(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      charged\n      subscription {\n        ...AccountPlanFields\n      }\n    }\n  }\n": types.ChangeSubscriptionDocument,
    "\n  mutation VerifyCoupon($couponCode: String!) {\n    verifyCoupon(couponCode: $couponCode) {\n      ok\n      errors {\n        field\n        message\n      }\n      couponCode\n      price\n    }\n  }\n": types.VerifyCouponDocument,
    "\n  mutation VerifyCard($input: CardInput!) {\n    verifyCard(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      brand\n      last4\n      paymentMethodId\n    }\n  }\n": types.VerifyCardDocument,
    "\n  mutation BuyPackage($input: BuyPackageInput!) {\n    buyPackage(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      invoiceUrl\n      plan\n      planExpiresAt\n      amount\n    }\n  }\n": types.BuyPackageDocument,
    "\n  mutation CheckoutSession($packageStripeId: String!) {\n    checkoutSession(packageStripeId: $packageStripeId) {\n      ok\n      errors {\n        field\n        message\n      }\n      url\n    }\n  }\n": types.CheckoutSessionDocument,
    "\n  mutation BillingPortalSession {\n    billingPortalSession {\n      ok\n      errors {\n        field\n        message\n      }\n      url\n    }\n  }\n": types.BillingPortalSessionDocument,
    "\n  mutation CreateField($input: CreateFieldInput!) {\n    createField(input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        farm\n        bbox\n      }\n    }\n  }\n": types.CreateFieldDocument,
    "\n  mutation MergeFields($uuid: ID!, $mergeFields: [ID!]!) {\n    mergeFields(uuid: $uuid, mergeFields: $mergeFields) {\n      ok\n      errors {\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        mergedFrom\n      }\n    }\n  }\n": types.MergeFieldsDocument,
    "\n  mutation SplitField($uuid: ID!, $line: [[Float!]!]!, $boundaryVersion: Int!) {\n    splitField(uuid: $uuid, line: $line, boundaryVersion: $boundaryVersion) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n        name\n        area\n      }\n    }\n  }\n": types.SplitFieldDocument,
    "\n  mutation ReshapeField($uuid: ID!, $mpoly: [[[[Float!]!]!]!]!, $boundaryVersion: Int!) {\n    updateField(uuid: $uuid, input: { mpoly: $mpoly, boundaryVersion: $boundaryVersion }) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        area\n        boundaryVersion\n      }\n    }\n  }\n": types.ReshapeFieldDocument,
    "\n  fragment CropFields on Crop {\n    id\n    name\n    logo\n  }\n": types.CropFieldsFragmentDoc,
    "\n  fragment CropTraitFields on CropTrait {\n    id\n    name\n    traitName\n    logoUrl\n    crop {\n      id\n      name\n    }\n  }\n": types.CropTraitFieldsFragmentDoc,
    "\n  fragment HerbicideGroupFields on HerbicideGroup {\n    id\n    groupLabel\n    groupType\n    logo\n    herbicides\n    activeIngredients {\n      id\n      name\n      products\n    }\n  }\n": types.HerbicideGroupFieldsFragmentDoc,
    "\n  fragment VerdictFields on CompatibilityVerdict {\n    safe\n    relation\n    crop {\n      id\n      name\n    }\n    cropTrait {\n      id\n      name\n    }\n    injuring {\n      id\n      name\n    }\n  }\n": types.VerdictFieldsFragmentDoc,
    "\n  query CropsScreen {\n    crops {\n      ...CropFields\n    }\n    myCrops {\n      ...CropFields\n    }\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n": types.CropsScreenDocument,
    "\n  query TraitsScreen {\n    cropTraitGroups {\n      cropName\n      traits {\n        ...CropTraitFields\n      }\n    }\n    myCropTraits {\n      ...CropTraitFields\n    }\n    myCrops {\n      ...CropFields\n    }\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n": types.TraitsScreenDocument,
    "\n  query HerbicidesScreen {\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n  }\n": types.HerbicidesScreenDocument,
    "\n  mutation SetMyCrops($cropIds: [Int!]!) {\n    setMyCrops(cropIds: $cropIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      crops {\n        ...CropFields\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n": types.SetMyCropsDocument,
    "\n  mutation SetMyNeighborCrops($cropIds: [Int!]!) {\n    setMyNeighborCrops(cropIds: $cropIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      crops {\n        ...CropFields\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n": types.SetMyNeighborCropsDocument,
    "\n  mutation SetMyCropTraits($cropTraitIds: [Int!]!) {\n    setMyCropTraits(cropTraitIds: $cropTraitIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n": types.SetMyCropTraitsDocument,
    "\n  mutation SetMyHerbicideGroups($herbicideGroupIds: [Int!]!) {\n    setMyHerbicideGroups(herbicideGroupIds: $herbicideGroupIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      herbicideGroups {\n        ...HerbicideGroupFields\n      }\n    }\n  }\n": types.SetMyHerbicideGroupsDocument,
    "\n  query MyCrops {\n    myCrops {\n      ...CropFields\n    }\n  }\n": types.MyCropsDocument,
    "\n  query MyNeighborCrops {\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n": types.MyNeighborCropsDocument,
    "\n  query MyCropTraits {\n    myCropTraits {\n      ...CropTraitFields\n    }\n  }\n": types.MyCropTraitsDocument,
    "\n  query MyHerbicideGroups {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n  }\n": types.MyHerbicideGroupsDocument,
    "\n  mutation AddFarm($name: String!) {\n    addFarm(name: $name) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n": types.AddFarmDocument,
    "\n  mutation RenameFarm($id: Int!, $name: String!) {\n    renameFarm(id: $id, name: $name) {\n      ok\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n": types.RenameFarmDocument,
    "\n  mutation DeleteFarm($id: Int!) {\n    deleteFarm(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": types.DeleteFarmDocument,
    "\n  mutation UpdateField($uuid: ID!, $input: UpdateFieldInput!) {\n    updateField(uuid: $uuid, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n      }\n    }\n  }\n": types.UpdateFieldDocument,
    "\n  mutation DeleteField($uuid: ID!) {\n    deleteField(uuid: $uuid) {\n      ok\n      errors {\n        field\n        message\n      }\n      uuid\n    }\n  }\n": types.DeleteFieldDocument,
    "\n  mutation BulkEditFields($items: [BulkFieldInput!]!) {\n    bulkEditFields(items: $items) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n      }\n    }\n  }\n": types.BulkEditFieldsDocument,
    "\n  mutation ClaimField($uuid: ID!, $input: ClaimFieldInput!) {\n    claimField(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        farm\n      }\n    }\n  }\n": types.ClaimFieldDocument,
    "\n  query MyFarms {\n    myFarms {\n      id\n      name\n      fields {\n        uuid\n        name\n        area\n        center {\n          lat\n          lng\n        }\n        bbox\n      }\n    }\n  }\n": types.MyFarmsDocument,
    "\n  mutation ImportFarmFields($farm: Int!, $input: ImportFieldsInput!) {\n    importFarmFields(farm: $farm, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        taken\n        refused\n        skipped\n        written\n        notes\n        columns\n        nameColumn\n        features {\n          number\n          name\n          taken\n          status\n          reason\n          acres\n          matches {\n            uuid\n            name\n            farmName\n            metres\n          }\n        }\n      }\n    }\n  }\n": types.ImportFarmFieldsDocument,
    "\n  query FarmFieldsFile($farm: Int!, $format: BoundaryFormat!) {\n    farmFieldsFile(farm: $farm, format: $format) {\n      filename\n      contentType\n      base64\n    }\n  }\n": types.FarmFieldsFileDocument,
    "\n  query MapField($uuid: ID!, $owner: Boolean) {\n    mapField(uuid: $uuid, owner: $owner) {\n      uuid\n      cluUuid\n      name\n      area\n      claimed\n      mine\n      bbox\n      isBuilding\n      owner {\n        fullName\n        email\n      }\n      crop {\n        id\n        name\n      }\n      cropTrait {\n        id\n        name\n      }\n      weather {\n        temperature0\n        windSpeed0\n        windDir0\n        chanceOfRain0\n        source\n      }\n      hasAdjacentTrait\n      adjacentTrait {\n        id\n        adjecentUuid\n        isBuilding\n        crop {\n          id\n          name\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.MapFieldDocument,
    "\n  mutation AddAdjacentTrait($uuid: ID!, $input: AdjacentTraitInput!) {\n    addAdjacentTrait(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      adjacentTrait {\n        id\n      }\n    }\n  }\n": types.AddAdjacentTraitDocument,
    "\n  mutation UpdateAdjacentTrait($uuid: ID!, $id: Int!, $input: AdjacentTraitInput!) {\n    updateAdjacentTrait(uuid: $uuid, id: $id, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      adjacentTrait {\n        id\n        isBuilding\n        crop {\n          id\n          name\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.UpdateAdjacentTraitDocument,
    "\n  mutation RemoveAdjacentTrait($uuid: ID!, $id: Int!) {\n    removeAdjacentTrait(uuid: $uuid, id: $id) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RemoveAdjacentTraitDocument,
    "\n  mutation InviteNeighbour($uuid: ID!, $email: String!) {\n    inviteNeighbour(uuid: $uuid, email: $email) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.InviteNeighbourDocument,
    "\n  query NeighbourPrompts {\n    myFarms {\n      id\n      name\n      neighbourPrompts {\n        uuid\n        area\n        claimed\n        bbox\n      }\n    }\n  }\n": types.NeighbourPromptsDocument,
    "\n  query PartnerConsent($uid: ID!) {\n    partnerConsent(uid: $uid) {\n      uid\n      app {\n        clientId\n        name\n        logoUri\n      }\n      scopes {\n        scope\n        wording\n      }\n      farms {\n        id\n        name\n      }\n      redirectOrigin\n    }\n  }\n": types.PartnerConsentDocument,
    "\n  mutation AnswerPartnerConsent($uid: ID!, $allow: Boolean!) {\n    answerPartnerConsent(uid: $uid, allow: $allow) {\n      ok\n      errors {\n        field\n        message\n      }\n      redirectTo\n    }\n  }\n": types.AnswerPartnerConsentDocument,
    "\n  query ConnectedApps {\n    connectedApps {\n      clientId\n      name\n      logoUri\n      scopes {\n        scope\n        wording\n      }\n      connectedAt\n      lastUsedAt\n    }\n  }\n": types.ConnectedAppsDocument,
    "\n  mutation RevokeConnectedApp($clientId: ID!) {\n    revokeConnectedApp(clientId: $clientId) {\n      ok\n      errors {\n        field\n        message\n      }\n      clientId\n    }\n  }\n": types.RevokeConnectedAppDocument,
    "\n  query PartnerApps {\n    partnerApps {\n      clientId\n      name\n      logoUri\n      redirectUris\n      scopes\n      confidential\n      createdAt\n      webhookEndpoints {\n        id\n        url\n        events\n        createdAt\n      }\n      operations {\n        sha256Hash\n        name\n        registeredAt\n      }\n    }\n  }\n": types.PartnerAppsDocument,
    "\n  query WebhookDeliveries {\n    partnerApps {\n      clientId\n      webhookDeliveries(limit: 50) {\n        id\n        endpointId\n        eventId\n        type\n        status\n        attempts\n        lastStatus\n        lastError\n        nextAttemptAt\n        createdAt\n        deliveredAt\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RegisterPartnerApp($input: RegisterPartnerAppInput!) {\n    registerPartnerApp(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      app {\n        clientId\n        name\n      }\n      clientSecret\n    }\n  }\n": types.RegisterPartnerAppDocument,
    "\n  mutation RemovePartnerApp($clientId: ID!) {\n    removePartnerApp(clientId: $clientId) {\n      ok\n      errors {\n        field\n        message\n      }\n      clientId\n    }\n  }\n": types.RemovePartnerAppDocument,
    "\n  mutation AddWebhookEndpoint($input: AddWebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      endpoint {\n        id\n        url\n        events\n        createdAt\n      }\n      secret\n    }\n  }\n": types.AddWebhookEndpointDocument,
    "\n  mutation RemoveWebhookEndpoint($clientId: ID!, $id: ID!) {\n    removeWebhookEndpoint(clientId: $clientId, id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": types.RemoveWebhookEndpointDocument,
    "\n  mutation RegisterPartnerOperation($clientId: ID!, $document: String!) {\n    registerPartnerOperation(clientId: $clientId, document: $document) {\n      ok\n      errors {\n        field\n        message\n      }\n      operation {\n        sha256Hash\n        name\n        registeredAt\n      }\n    }\n  }\n": types.RegisterPartnerOperationDocument,
    "\n  mutation RemovePartnerOperation($clientId: ID!, $sha256Hash: ID!) {\n    removePartnerOperation(clientId: $clientId, sha256Hash: $sha256Hash) {\n      ok\n      errors {\n        field\n        message\n      }\n      sha256Hash\n    }\n  }\n": types.RemovePartnerOperationDocument,
    "\n  fragment ReportFormParts on ReportForm {\n    reportDate\n    generalInfo {\n      applicator\n      applicatorLicenseNumber\n      sensitiveCropRegistry\n      endangeredSpeciesAwareness\n      applicationStart\n      applicationStop\n      applicationStopsNextDay\n      supervisedApplicators\n      registryCheckedOn\n      neighboursNotified\n      commercial\n      customerName\n      customerAddress\n    }\n    site {\n      cropOrSite\n      areaTreatedAcres\n      fsaFarmNumber\n      fsaTractNumber\n      fsaFieldNumber\n    }\n    applications {\n      productName\n      epaRegNumber\n      useRate\n      totalAmount\n      totalAmountUnit\n    }\n    weather {\n      temperature\n      humidity\n      windSpeed\n      windDirection\n      precipitation\n      source\n      sources {\n        temperature\n        humidity\n        windSpeed\n        windDirection\n      }\n      forecastIssuedAt\n      atFinish {\n        temperature\n        windSpeed\n        windDirection\n      }\n    }\n    startCheck {\n      startedAt\n      temperatureF\n      windMph\n      windFrom\n      confirmedForecast\n    }\n    equipment {\n      carrierGpa\n      groundSpeedMph\n      adjuvants\n      downwindBufferFt\n      limitsExplanation\n    }\n    nozzle {\n      manufacturer\n      noozleType\n      noozleSize\n      pumpPressure\n      boomHeightTemp\n      dropletClass\n    }\n  }\n": types.ReportFormPartsFragmentDoc,
    "\n  fragment ReportParts on Report {\n    id\n    field\n    fieldName\n    farmName\n    acres\n    version\n    versions\n    savedAt\n    savedByName\n    changeReason\n    pdfSha256\n    timeZone\n    timeZoneName\n    pdfUrl\n    mapUrl\n    form {\n      ...ReportFormParts\n    }\n    record {\n      title\n      fieldName\n      farmLine\n      dateLine\n      versionLine\n      laterVersion\n      sections {\n        title\n        rows {\n          label\n          value\n        }\n      }\n      products {\n        columns\n        rows\n        note\n      }\n      driftLine\n      footer\n    }\n  }\n": types.ReportPartsFragmentDoc,
    "\n  query ReportReference {\n    nozzleReference {\n      pumpPressures\n      dropletClasses {\n        code\n        name\n      }\n      nozzleSizes {\n        code\n        colour\n        gpmAt40Psi\n      }\n      manufacturers {\n        id\n        name\n        noozleTypeCode\n        noozleTypes {\n          code\n          name\n          kind\n        }\n      }\n    }\n    productRegistrations {\n      productName\n      epaRegNumber\n      registrant\n    }\n  }\n": types.ReportReferenceDocument,
    "\n  query ReportDraft($field: ID!) {\n    reportDraft(field: $field) {\n      field {\n        uuid\n        name\n        farmName\n        acres\n      }\n      timeZone\n      onBehalf\n      form {\n        ...ReportFormParts\n      }\n      weather {\n        source\n        issuedAt\n        error\n      }\n    }\n  }\n": types.ReportDraftDocument,
    "\n  query FieldReports($field: ID, $page: Int!) {\n    reports(field: $field, page: $page) {\n      meta {\n        page\n        totalPages\n        total\n      }\n      results {\n        ...ReportParts\n      }\n    }\n  }\n": types.FieldReportsDocument,
    "\n  query ReportVersion($id: Int!, $version: Int) {\n    report(id: $id, version: $version) {\n      ...ReportParts\n    }\n  }\n": types.ReportVersionDocument,
    "\n  query ReportHistory($id: Int!) {\n    report(id: $id) {\n      id\n      version\n      history {\n        ...ReportParts\n      }\n    }\n  }\n": types.ReportHistoryDocument,
    "\n  mutation SaveReport($input: SaveReportInput!) {\n    saveReport(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        ...ReportParts\n      }\n    }\n  }\n": types.SaveReportDocument,
    "\n  mutation AmendReport($input: AmendReportInput!) {\n    amendReport(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        ...ReportParts\n      }\n    }\n  }\n": types.AmendReportDocument,
    "\n  fragment PaginationFields on PaginationMeta {\n    page\n    totalPages\n    total\n    resultsOnPage\n    previousPage\n    nextPage\n  }\n": types.PaginationFieldsFragmentDoc,
    "\n  query AssignedRetailers($page: Int!) {\n    assignedRetailers(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        company\n        lastEnteredAt\n      }\n    }\n  }\n": types.AssignedRetailersDocument,
    "\n  query AssignedAccounts($page: Int!) {\n    assignedAccounts(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        accountName\n        lastEnteredAt\n      }\n    }\n  }\n": types.AssignedAccountsDocument,
    "\n  mutation SendAgRetailerInvite($email: String!) {\n    sendAgRetailerInvite(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      email\n      upgradeRequired\n    }\n  }\n": types.SendAgRetailerInviteDocument,
    "\n  mutation RemoveAgRetailer($id: ID!) {\n    removeAgRetailer(id: $id) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": types.RemoveAgRetailerDocument,
    "\n  query AgRetailerInvite($inviteHash: String!) {\n    agRetailerInvite(inviteHash: $inviteHash) {\n      ok\n      errors {\n        message\n      }\n      invite {\n        growerName\n        accountName\n        retailerName\n        company\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n": types.AgRetailerInviteDocument,
    "\n  mutation AcceptAgRetailerInvite($inviteHash: String!) {\n    acceptAgRetailerInvite(inviteHash: $inviteHash) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": types.AcceptAgRetailerInviteDocument,
    "\n  mutation EnterGodMode($uuid: ID!) {\n    enterGodMode(uuid: $uuid) {\n      ok\n      errors {\n        message\n      }\n      godMode\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.EnterGodModeDocument,
    "\n  mutation LeaveGodMode {\n    leaveGodMode {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.LeaveGodModeDocument,
    "\n  query UsersSidebar($page: Int!) {\n    assignedAccounts(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        accountName\n        farms {\n          id\n          name\n          fieldCount\n          acres\n        }\n      }\n    }\n  }\n": types.UsersSidebarDocument,
    "\n  query GrowerFarmFields($account: ID!, $farm: Int!) {\n    assignedFarmFields(account: $account, farm: $farm) {\n      uuid\n      name\n      area\n      bbox\n      isBuilding\n      geometry {\n        coordinates\n      }\n    }\n  }\n": types.GrowerFarmFieldsDocument,
    "\n  query PendingInvites($page: Int!) {\n    pendingInvites(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        direction\n        name\n        email\n        business\n        invitedBy\n        sentAt\n        expiresAt\n        expired\n      }\n    }\n  }\n": types.PendingInvitesDocument,
    "\n  mutation ResendAgRetailerInvite($id: ID!) {\n    resendAgRetailerInvite(id: $id) {\n      ok\n      errors {\n        message\n      }\n      email\n    }\n  }\n": types.ResendAgRetailerInviteDocument,
    "\n  mutation CancelAgRetailerInvite($id: ID!) {\n    cancelAgRetailerInvite(id: $id) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": types.CancelAgRetailerInviteDocument,
    "\n  query SprayChoices {\n    myTankMixes {\n      id\n      name\n    }\n    myHerbicideGroups {\n      id\n      groupLabel\n      groupType\n    }\n  }\n": types.SprayChoicesDocument,
    "\n  query SprayZone {\n    myFarms {\n      id\n      fields {\n        uuid\n        weather {\n          weather {\n            timeZone\n          }\n        }\n      }\n    }\n  }\n": types.SprayZoneDocument,
    "\n  fragment SprayPlannerFields on SprayPlanner {\n    farmId\n    herbicideGroups {\n      id\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    tankMix {\n      id\n      name\n    }\n    fields {\n      uuid\n      name\n    }\n    startedAt\n    timeZone\n    neighboursNotified\n  }\n": types.SprayPlannerFieldsFragmentDoc,
    "\n  fragment SprayNoticeFields on SprayNotice {\n    id\n    kind\n    sprayId\n    startedAt\n    stoppedAt\n    active\n    herbicides {\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    fields {\n      uuid\n      name\n      cropTrait\n      injuredBy\n    }\n    timeZone\n    sprayedBy\n  }\n": types.SprayNoticeFieldsFragmentDoc,
    "\n  subscription CurrentSprays {\n    currentSprays {\n      ...SprayPlannerFields\n    }\n  }\n": types.CurrentSpraysDocument,
    "\n  query SprayNotices {\n    sprayNotices {\n      ...SprayNoticeFields\n    }\n  }\n": types.SprayNoticesDocument,
    "\n  subscription SprayNoticesLive($after: Int) {\n    sprayNotices(after: $after) {\n      ...SprayNoticeFields\n    }\n  }\n": types.SprayNoticesLiveDocument,
    "\n  mutation StartSpraying($input: StartSprayingInput!) {\n    startSpraying(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      planner {\n        ...SprayPlannerFields\n      }\n    }\n  }\n": types.StartSprayingDocument,
    "\n  mutation StopSpraying($farmId: Int!) {\n    stopSpraying(farmId: $farmId) {\n      ok\n      errors {\n        message\n      }\n      farmId\n    }\n  }\n": types.StopSprayingDocument,
    "\n  fragment FieldWeatherFields on FieldWeather {\n    temperature0\n    windSpeed0\n    windDir0\n    chanceOfRain0\n    source\n    issuedAt\n    timeZone\n  }\n": types.FieldWeatherFieldsFragmentDoc,
    "\n  fragment LabelBreachFields on LabelBreach {\n    rule\n    tier\n    words\n    found\n    source\n    confirmed\n    products\n  }\n": types.LabelBreachFieldsFragmentDoc,
    "\n  query FarmSpray($plan: SprayPlanInput) {\n    myFarms {\n      id\n      fields {\n        uuid\n        spray(plan: $plan) {\n          unavailable\n          sprayability {\n            index\n            good\n            allowed\n            breaches {\n              ...LabelBreachFields\n            }\n            cautions {\n              ...LabelBreachFields\n            }\n            labels {\n              id\n              products {\n                name\n                epaRegNumber\n                registered\n              }\n            }\n            reasons\n            explanation\n            windows {\n              start\n              end\n              lowestIndex\n            }\n            weather {\n              ...FieldWeatherFields\n            }\n          }\n        }\n      }\n    }\n  }\n": types.FarmSprayDocument,
    "\n  query FieldDrift($uuid: ID!, $plan: SprayPlanInput) {\n    fieldDrift(uuid: $uuid, plan: $plan) {\n      unavailable\n      zone {\n        polygons\n        windSpeedMph\n        windDirection\n        distanceFt\n        dropletClass\n        labelBufferFt\n        labelBufferActive\n        weatherSource\n      }\n    }\n    adjacentFields(uuid: $uuid, plan: $plan) {\n      uuid\n      label\n      compatible\n      injuring\n      polygons\n    }\n  }\n": types.FieldDriftDocument,
    "\n  query DriftColors {\n    colorSchema {\n      drift\n      compatibleAdjacentField\n      incompatibleAdjacentField\n    }\n  }\n": types.DriftColorsDocument,
    "\n  fragment TankMixFields on TankMix {\n    id\n    name\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    activeIngredients {\n      id\n      name\n      group {\n        id\n      }\n    }\n    products\n    compatibility {\n      ...VerdictFields\n    }\n  }\n": types.TankMixFieldsFragmentDoc,
    "\n  query TankMixScreen {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n": types.TankMixScreenDocument,
    "\n  query MixCompatibility($herbicideGroupIds: [Int!]!, $activeIngredientIds: [Int!]!, $products: [String!]!) {\n    compatibility(\n      input: { herbicideGroupIds: $herbicideGroupIds, activeIngredientIds: $activeIngredientIds, products: $products }\n    ) {\n      ...VerdictFields\n    }\n  }\n": types.MixCompatibilityDocument,
    "\n  mutation CreateTankMix($input: CreateTankMixInput!) {\n    createTankMix(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tankMix {\n        ...TankMixFields\n      }\n    }\n  }\n": types.CreateTankMixDocument,
    "\n  mutation DeleteTankMix($id: Int!) {\n    deleteTankMix(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": types.DeleteTankMixDocument,
    "\n  query MyTankMixes {\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n": types.MyTankMixesDocument,
    "\n  mutation UpdateTutorials($input: TutorialFlagsInput!) {\n    updateTutorials(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tutorial {\n        ...TutorialFields\n      }\n    }\n  }\n": types.UpdateTutorialsDocument,
    "\n  query FarmSidebar {\n    myFarms {\n      id\n      name\n      fieldCount\n      acres\n      fields {\n        uuid\n        cluUuid\n        name\n        area\n        bbox\n        isBuilding\n        endangeredSpeciesMeasures\n        crop {\n          id\n          name\n          logo\n        }\n        cropTrait {\n          id\n          name\n        }\n        disputeFields {\n          uuid\n          area\n          overlaps\n        }\n        neighborCompatibility {\n          field\n          crop {\n            name\n          }\n          cropTrait {\n            name\n          }\n          injuring\n        }\n      }\n    }\n  }\n": types.FarmSidebarDocument,
    "\n  query CropChoices {\n    crops {\n      id\n      name\n    }\n    cropTraitGroups {\n      cropName\n      crop {\n        id\n      }\n      traits {\n        id\n        traitName\n      }\n    }\n  }\n": types.CropChoicesDocument,
    "\n  fragment ViewerFields on User {\n    id\n    uuid\n    fullName\n    email\n    farmName\n    isAgRetailer\n    isDeveloper\n    isStaff\n    legalNotice\n    subscriptionPlan\n    pendingEmail\n    tutorial {\n      ...TutorialFields\n    }\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  fragment TutorialFields on TutorialFlags {\n    farms\n    herbicides\n    traits\n    tankMix\n  }\n": types.TutorialFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.UpdateMeDocument,
    "\n  query CluNodes($lat: Float!, $lng: Float!) {\n    cluNodes(lat: $lat, lng: $lng) {\n      id\n      fieldCount\n      geometryVersion\n    }\n  }\n": types.CluNodesDocument,
    "\n  query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    cluCoverage(west: $west, south: $south, east: $east, north: $north) {\n      id\n      fieldCount\n      center {\n        lat\n        lng\n      }\n    }\n  }\n": types.CluCoverageDocument,
    "\n  query ColorSchema {\n    colorSchema {\n      unclaimedFields\n      claimedFields\n      myField\n      myFieldActive\n      neighbouringFieldsFree\n      neighbouringFieldsClaimed\n      mergeFieldsColor\n      disputedClus\n    }\n  }\n": types.ColorSchemaDocument,
    "\n  subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput) {\n    cluFields(nodes: $nodes, near: $near, outerRingsOnly: true) {\n      node\n      offset\n      done\n      unchanged\n      # The compact form (one-letter keys, schema/clu.graphql CluWireFields) that the gateway\n      # passes through without per-field work; the store reads it as \"fields\".\n      fields: wireFields\n    }\n  }\n": types.CluFieldsDocument,
    "\n  query MapFields($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    mapFields(west: $west, south: $south, east: $east, north: $north) {\n      fields {\n        uuid\n        mine\n        neighbour\n        name\n        farmName\n        area\n        geometry {\n          coordinates\n        }\n        disputeFields {\n          uuid\n          area\n          overlaps\n        }\n        boundaryVersion\n      }\n      disputes {\n        field\n        other\n        area\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n": types.MapFieldsDocument,
    "\n  subscription CluRawFields($node: Int!) {\n    cluRawFields(node: $node) {\n      offset\n      done\n      geojson\n    }\n  }\n": types.CluRawFieldsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      ok\n      errors {\n        message\n      }\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      ok\n      errors {\n        message\n      }\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDeveloper($on: Boolean!) {\n    setDeveloper(on: $on) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDeveloper($on: Boolean!) {\n    setDeveloper(on: $on) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAccountDeveloper($uuid: ID!, $on: Boolean!) {\n    setAccountDeveloper(uuid: $uuid, on: $on) {\n      ok\n      errors {\n        message\n      }\n      account {\n        uuid\n        isDeveloper\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAccountDeveloper($uuid: ID!, $on: Boolean!) {\n    setAccountDeveloper(uuid: $uuid, on: $on) {\n      ok\n      errors {\n        message\n      }\n      account {\n        uuid\n        isDeveloper\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailRegistered($email: String!) {\n    emailRegistered(email: $email)\n  }\n"): (typeof documents)["\n  query EmailRegistered($email: String!) {\n    emailRegistered(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityQuestions {\n    securityQuestions {\n      id\n      question\n    }\n  }\n"): (typeof documents)["\n  query SecurityQuestions {\n    securityQuestions {\n      id\n      question\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateAccount($userUuid: ID!, $activationHash: String!) {\n    activateAccount(userUuid: $userUuid, activationHash: $activationHash) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateAccount($userUuid: ID!, $activationHash: String!) {\n    activateAccount(userUuid: $userUuid, activationHash: $activationHash) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSecurityAnswer($input: ChangeSecurityAnswerInput!) {\n    changeSecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeSecurityAnswer($input: ChangeSecurityAnswerInput!) {\n    changeSecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecoveryQuestion($email: String!) {\n    recoveryQuestion(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      securityQuestion {\n        id\n        question\n      }\n      active\n    }\n  }\n"): (typeof documents)["\n  query RecoveryQuestion($email: String!) {\n    recoveryQuestion(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      securityQuestion {\n        id\n        question\n      }\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecurityAnswer($input: SecurityAnswerInput!) {\n    verifySecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecurityAnswer($input: SecurityAnswerInput!) {\n    verifySecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAccounts($search: String, $page: Int!) {\n    staffAccounts(search: $search, page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        uuid\n        fullName\n        email\n        accountName\n        plan\n        isActive\n        isAgRetailer\n        isDeveloper\n        isStaff\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffAccounts($search: String, $page: Int!) {\n    staffAccounts(search: $search, page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        uuid\n        fullName\n        email\n        accountName\n        plan\n        isActive\n        isAgRetailer\n        isDeveloper\n        isStaff\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($page: Int!, $account: ID, $actor: ID, $action: String) {\n    auditLog(page: $page, account: $account, actor: $actor, action: $action) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        action\n        actorUuid\n        actor {\n          fullName\n          email\n        }\n        accountUuid\n        account {\n          fullName\n          email\n          name\n        }\n        detail\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($page: Int!, $account: ID, $actor: ID, $action: String) {\n    auditLog(page: $page, account: $account, actor: $actor, action: $action) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        action\n        actorUuid\n        actor {\n          fullName\n          email\n        }\n        accountUuid\n        account {\n          fullName\n          email\n          name\n        }\n        detail\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Packages {\n    packages {\n      id\n      name\n      plan\n      price\n      months\n      packageStripeId\n    }\n  }\n"): (typeof documents)["\n  query Packages {\n    packages {\n      id\n      name\n      plan\n      price\n      months\n      packageStripeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountPlanFields on AccountPlan {\n    plan\n    account\n    expiresAt\n    renews\n    provider\n    package {\n      id\n      name\n      price\n      months\n    }\n    card {\n      brand\n      last4\n      paymentMethodId\n    }\n  }\n"): (typeof documents)["\n  fragment AccountPlanFields on AccountPlan {\n    plan\n    account\n    expiresAt\n    renews\n    provider\n    package {\n      id\n      name\n      price\n      months\n    }\n    card {\n      brand\n      last4\n      paymentMethodId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPlan {\n    accountPlan {\n      ...AccountPlanFields\n    }\n  }\n"): (typeof documents)["\n  query AccountPlan {\n    accountPlan {\n      ...AccountPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {\n    changeSubscription(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      charged\n      subscription {\n        ...AccountPlanFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {\n    changeSubscription(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      charged\n      subscription {\n        ...AccountPlanFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCoupon($couponCode: String!) {\n    verifyCoupon(couponCode: $couponCode) {\n      ok\n      errors {\n        field\n        message\n      }\n      couponCode\n      price\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCoupon($couponCode: String!) {\n    verifyCoupon(couponCode: $couponCode) {\n      ok\n      errors {\n        field\n        message\n      }\n      couponCode\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCard($input: CardInput!) {\n    verifyCard(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      brand\n      last4\n      paymentMethodId\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCard($input: CardInput!) {\n    verifyCard(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      brand\n      last4\n      paymentMethodId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyPackage($input: BuyPackageInput!) {\n    buyPackage(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      invoiceUrl\n      plan\n      planExpiresAt\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation BuyPackage($input: BuyPackageInput!) {\n    buyPackage(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      invoiceUrl\n      plan\n      planExpiresAt\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutSession($packageStripeId: String!) {\n    checkoutSession(packageStripeId: $packageStripeId) {\n      ok\n      errors {\n        field\n        message\n      }\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutSession($packageStripeId: String!) {\n    checkoutSession(packageStripeId: $packageStripeId) {\n      ok\n      errors {\n        field\n        message\n      }\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingPortalSession {\n    billingPortalSession {\n      ok\n      errors {\n        field\n        message\n      }\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation BillingPortalSession {\n    billingPortalSession {\n      ok\n      errors {\n        field\n        message\n      }\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateField($input: CreateFieldInput!) {\n    createField(input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        farm\n        bbox\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateField($input: CreateFieldInput!) {\n    createField(input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        farm\n        bbox\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeFields($uuid: ID!, $mergeFields: [ID!]!) {\n    mergeFields(uuid: $uuid, mergeFields: $mergeFields) {\n      ok\n      errors {\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        mergedFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MergeFields($uuid: ID!, $mergeFields: [ID!]!) {\n    mergeFields(uuid: $uuid, mergeFields: $mergeFields) {\n      ok\n      errors {\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        mergedFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitField($uuid: ID!, $line: [[Float!]!]!, $boundaryVersion: Int!) {\n    splitField(uuid: $uuid, line: $line, boundaryVersion: $boundaryVersion) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n        name\n        area\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SplitField($uuid: ID!, $line: [[Float!]!]!, $boundaryVersion: Int!) {\n    splitField(uuid: $uuid, line: $line, boundaryVersion: $boundaryVersion) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n        name\n        area\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReshapeField($uuid: ID!, $mpoly: [[[[Float!]!]!]!]!, $boundaryVersion: Int!) {\n    updateField(uuid: $uuid, input: { mpoly: $mpoly, boundaryVersion: $boundaryVersion }) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        area\n        boundaryVersion\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReshapeField($uuid: ID!, $mpoly: [[[[Float!]!]!]!]!, $boundaryVersion: Int!) {\n    updateField(uuid: $uuid, input: { mpoly: $mpoly, boundaryVersion: $boundaryVersion }) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        area\n        boundaryVersion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CropFields on Crop {\n    id\n    name\n    logo\n  }\n"): (typeof documents)["\n  fragment CropFields on Crop {\n    id\n    name\n    logo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CropTraitFields on CropTrait {\n    id\n    name\n    traitName\n    logoUrl\n    crop {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CropTraitFields on CropTrait {\n    id\n    name\n    traitName\n    logoUrl\n    crop {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HerbicideGroupFields on HerbicideGroup {\n    id\n    groupLabel\n    groupType\n    logo\n    herbicides\n    activeIngredients {\n      id\n      name\n      products\n    }\n  }\n"): (typeof documents)["\n  fragment HerbicideGroupFields on HerbicideGroup {\n    id\n    groupLabel\n    groupType\n    logo\n    herbicides\n    activeIngredients {\n      id\n      name\n      products\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VerdictFields on CompatibilityVerdict {\n    safe\n    relation\n    crop {\n      id\n      name\n    }\n    cropTrait {\n      id\n      name\n    }\n    injuring {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment VerdictFields on CompatibilityVerdict {\n    safe\n    relation\n    crop {\n      id\n      name\n    }\n    cropTrait {\n      id\n      name\n    }\n    injuring {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CropsScreen {\n    crops {\n      ...CropFields\n    }\n    myCrops {\n      ...CropFields\n    }\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n"): (typeof documents)["\n  query CropsScreen {\n    crops {\n      ...CropFields\n    }\n    myCrops {\n      ...CropFields\n    }\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TraitsScreen {\n    cropTraitGroups {\n      cropName\n      traits {\n        ...CropTraitFields\n      }\n    }\n    myCropTraits {\n      ...CropTraitFields\n    }\n    myCrops {\n      ...CropFields\n    }\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n"): (typeof documents)["\n  query TraitsScreen {\n    cropTraitGroups {\n      cropName\n      traits {\n        ...CropTraitFields\n      }\n    }\n    myCropTraits {\n      ...CropTraitFields\n    }\n    myCrops {\n      ...CropFields\n    }\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HerbicidesScreen {\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n  }\n"): (typeof documents)["\n  query HerbicidesScreen {\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyCrops($cropIds: [Int!]!) {\n    setMyCrops(cropIds: $cropIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      crops {\n        ...CropFields\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyCrops($cropIds: [Int!]!) {\n    setMyCrops(cropIds: $cropIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      crops {\n        ...CropFields\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyNeighborCrops($cropIds: [Int!]!) {\n    setMyNeighborCrops(cropIds: $cropIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      crops {\n        ...CropFields\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyNeighborCrops($cropIds: [Int!]!) {\n    setMyNeighborCrops(cropIds: $cropIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      crops {\n        ...CropFields\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyCropTraits($cropTraitIds: [Int!]!) {\n    setMyCropTraits(cropTraitIds: $cropTraitIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyCropTraits($cropTraitIds: [Int!]!) {\n    setMyCropTraits(cropTraitIds: $cropTraitIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      cropTraits {\n        ...CropTraitFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyHerbicideGroups($herbicideGroupIds: [Int!]!) {\n    setMyHerbicideGroups(herbicideGroupIds: $herbicideGroupIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      herbicideGroups {\n        ...HerbicideGroupFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyHerbicideGroups($herbicideGroupIds: [Int!]!) {\n    setMyHerbicideGroups(herbicideGroupIds: $herbicideGroupIds) {\n      ok\n      errors {\n        field\n        message\n      }\n      herbicideGroups {\n        ...HerbicideGroupFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCrops {\n    myCrops {\n      ...CropFields\n    }\n  }\n"): (typeof documents)["\n  query MyCrops {\n    myCrops {\n      ...CropFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNeighborCrops {\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n"): (typeof documents)["\n  query MyNeighborCrops {\n    myNeighborCrops {\n      ...CropFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCropTraits {\n    myCropTraits {\n      ...CropTraitFields\n    }\n  }\n"): (typeof documents)["\n  query MyCropTraits {\n    myCropTraits {\n      ...CropTraitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHerbicideGroups {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n  }\n"): (typeof documents)["\n  query MyHerbicideGroups {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFarm($name: String!) {\n    addFarm(name: $name) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFarm($name: String!) {\n    addFarm(name: $name) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameFarm($id: Int!, $name: String!) {\n    renameFarm(id: $id, name: $name) {\n      ok\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameFarm($id: Int!, $name: String!) {\n    renameFarm(id: $id, name: $name) {\n      ok\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFarm($id: Int!) {\n    deleteFarm(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFarm($id: Int!) {\n    deleteFarm(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateField($uuid: ID!, $input: UpdateFieldInput!) {\n    updateField(uuid: $uuid, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateField($uuid: ID!, $input: UpdateFieldInput!) {\n    updateField(uuid: $uuid, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteField($uuid: ID!) {\n    deleteField(uuid: $uuid) {\n      ok\n      errors {\n        field\n        message\n      }\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteField($uuid: ID!) {\n    deleteField(uuid: $uuid) {\n      ok\n      errors {\n        field\n        message\n      }\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkEditFields($items: [BulkFieldInput!]!) {\n    bulkEditFields(items: $items) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BulkEditFields($items: [BulkFieldInput!]!) {\n    bulkEditFields(items: $items) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimField($uuid: ID!, $input: ClaimFieldInput!) {\n    claimField(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        farm\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimField($uuid: ID!, $input: ClaimFieldInput!) {\n    claimField(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        farm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFarms {\n    myFarms {\n      id\n      name\n      fields {\n        uuid\n        name\n        area\n        center {\n          lat\n          lng\n        }\n        bbox\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFarms {\n    myFarms {\n      id\n      name\n      fields {\n        uuid\n        name\n        area\n        center {\n          lat\n          lng\n        }\n        bbox\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportFarmFields($farm: Int!, $input: ImportFieldsInput!) {\n    importFarmFields(farm: $farm, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        taken\n        refused\n        skipped\n        written\n        notes\n        columns\n        nameColumn\n        features {\n          number\n          name\n          taken\n          status\n          reason\n          acres\n          matches {\n            uuid\n            name\n            farmName\n            metres\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportFarmFields($farm: Int!, $input: ImportFieldsInput!) {\n    importFarmFields(farm: $farm, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        taken\n        refused\n        skipped\n        written\n        notes\n        columns\n        nameColumn\n        features {\n          number\n          name\n          taken\n          status\n          reason\n          acres\n          matches {\n            uuid\n            name\n            farmName\n            metres\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmFieldsFile($farm: Int!, $format: BoundaryFormat!) {\n    farmFieldsFile(farm: $farm, format: $format) {\n      filename\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query FarmFieldsFile($farm: Int!, $format: BoundaryFormat!) {\n    farmFieldsFile(farm: $farm, format: $format) {\n      filename\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapField($uuid: ID!, $owner: Boolean) {\n    mapField(uuid: $uuid, owner: $owner) {\n      uuid\n      cluUuid\n      name\n      area\n      claimed\n      mine\n      bbox\n      isBuilding\n      owner {\n        fullName\n        email\n      }\n      crop {\n        id\n        name\n      }\n      cropTrait {\n        id\n        name\n      }\n      weather {\n        temperature0\n        windSpeed0\n        windDir0\n        chanceOfRain0\n        source\n      }\n      hasAdjacentTrait\n      adjacentTrait {\n        id\n        adjecentUuid\n        isBuilding\n        crop {\n          id\n          name\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MapField($uuid: ID!, $owner: Boolean) {\n    mapField(uuid: $uuid, owner: $owner) {\n      uuid\n      cluUuid\n      name\n      area\n      claimed\n      mine\n      bbox\n      isBuilding\n      owner {\n        fullName\n        email\n      }\n      crop {\n        id\n        name\n      }\n      cropTrait {\n        id\n        name\n      }\n      weather {\n        temperature0\n        windSpeed0\n        windDir0\n        chanceOfRain0\n        source\n      }\n      hasAdjacentTrait\n      adjacentTrait {\n        id\n        adjecentUuid\n        isBuilding\n        crop {\n          id\n          name\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAdjacentTrait($uuid: ID!, $input: AdjacentTraitInput!) {\n    addAdjacentTrait(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      adjacentTrait {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddAdjacentTrait($uuid: ID!, $input: AdjacentTraitInput!) {\n    addAdjacentTrait(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      adjacentTrait {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdjacentTrait($uuid: ID!, $id: Int!, $input: AdjacentTraitInput!) {\n    updateAdjacentTrait(uuid: $uuid, id: $id, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      adjacentTrait {\n        id\n        isBuilding\n        crop {\n          id\n          name\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdjacentTrait($uuid: ID!, $id: Int!, $input: AdjacentTraitInput!) {\n    updateAdjacentTrait(uuid: $uuid, id: $id, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      adjacentTrait {\n        id\n        isBuilding\n        crop {\n          id\n          name\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAdjacentTrait($uuid: ID!, $id: Int!) {\n    removeAdjacentTrait(uuid: $uuid, id: $id) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveAdjacentTrait($uuid: ID!, $id: Int!) {\n    removeAdjacentTrait(uuid: $uuid, id: $id) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteNeighbour($uuid: ID!, $email: String!) {\n    inviteNeighbour(uuid: $uuid, email: $email) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteNeighbour($uuid: ID!, $email: String!) {\n    inviteNeighbour(uuid: $uuid, email: $email) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NeighbourPrompts {\n    myFarms {\n      id\n      name\n      neighbourPrompts {\n        uuid\n        area\n        claimed\n        bbox\n      }\n    }\n  }\n"): (typeof documents)["\n  query NeighbourPrompts {\n    myFarms {\n      id\n      name\n      neighbourPrompts {\n        uuid\n        area\n        claimed\n        bbox\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerConsent($uid: ID!) {\n    partnerConsent(uid: $uid) {\n      uid\n      app {\n        clientId\n        name\n        logoUri\n      }\n      scopes {\n        scope\n        wording\n      }\n      farms {\n        id\n        name\n      }\n      redirectOrigin\n    }\n  }\n"): (typeof documents)["\n  query PartnerConsent($uid: ID!) {\n    partnerConsent(uid: $uid) {\n      uid\n      app {\n        clientId\n        name\n        logoUri\n      }\n      scopes {\n        scope\n        wording\n      }\n      farms {\n        id\n        name\n      }\n      redirectOrigin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerPartnerConsent($uid: ID!, $allow: Boolean!) {\n    answerPartnerConsent(uid: $uid, allow: $allow) {\n      ok\n      errors {\n        field\n        message\n      }\n      redirectTo\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerPartnerConsent($uid: ID!, $allow: Boolean!) {\n    answerPartnerConsent(uid: $uid, allow: $allow) {\n      ok\n      errors {\n        field\n        message\n      }\n      redirectTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectedApps {\n    connectedApps {\n      clientId\n      name\n      logoUri\n      scopes {\n        scope\n        wording\n      }\n      connectedAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query ConnectedApps {\n    connectedApps {\n      clientId\n      name\n      logoUri\n      scopes {\n        scope\n        wording\n      }\n      connectedAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeConnectedApp($clientId: ID!) {\n    revokeConnectedApp(clientId: $clientId) {\n      ok\n      errors {\n        field\n        message\n      }\n      clientId\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeConnectedApp($clientId: ID!) {\n    revokeConnectedApp(clientId: $clientId) {\n      ok\n      errors {\n        field\n        message\n      }\n      clientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerApps {\n    partnerApps {\n      clientId\n      name\n      logoUri\n      redirectUris\n      scopes\n      confidential\n      createdAt\n      webhookEndpoints {\n        id\n        url\n        events\n        createdAt\n      }\n      operations {\n        sha256Hash\n        name\n        registeredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerApps {\n    partnerApps {\n      clientId\n      name\n      logoUri\n      redirectUris\n      scopes\n      confidential\n      createdAt\n      webhookEndpoints {\n        id\n        url\n        events\n        createdAt\n      }\n      operations {\n        sha256Hash\n        name\n        registeredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries {\n    partnerApps {\n      clientId\n      webhookDeliveries(limit: 50) {\n        id\n        endpointId\n        eventId\n        type\n        status\n        attempts\n        lastStatus\n        lastError\n        nextAttemptAt\n        createdAt\n        deliveredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries {\n    partnerApps {\n      clientId\n      webhookDeliveries(limit: 50) {\n        id\n        endpointId\n        eventId\n        type\n        status\n        attempts\n        lastStatus\n        lastError\n        nextAttemptAt\n        createdAt\n        deliveredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPartnerApp($input: RegisterPartnerAppInput!) {\n    registerPartnerApp(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      app {\n        clientId\n        name\n      }\n      clientSecret\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPartnerApp($input: RegisterPartnerAppInput!) {\n    registerPartnerApp(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      app {\n        clientId\n        name\n      }\n      clientSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePartnerApp($clientId: ID!) {\n    removePartnerApp(clientId: $clientId) {\n      ok\n      errors {\n        field\n        message\n      }\n      clientId\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePartnerApp($clientId: ID!) {\n    removePartnerApp(clientId: $clientId) {\n      ok\n      errors {\n        field\n        message\n      }\n      clientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWebhookEndpoint($input: AddWebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      endpoint {\n        id\n        url\n        events\n        createdAt\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation AddWebhookEndpoint($input: AddWebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      endpoint {\n        id\n        url\n        events\n        createdAt\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWebhookEndpoint($clientId: ID!, $id: ID!) {\n    removeWebhookEndpoint(clientId: $clientId, id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveWebhookEndpoint($clientId: ID!, $id: ID!) {\n    removeWebhookEndpoint(clientId: $clientId, id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPartnerOperation($clientId: ID!, $document: String!) {\n    registerPartnerOperation(clientId: $clientId, document: $document) {\n      ok\n      errors {\n        field\n        message\n      }\n      operation {\n        sha256Hash\n        name\n        registeredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPartnerOperation($clientId: ID!, $document: String!) {\n    registerPartnerOperation(clientId: $clientId, document: $document) {\n      ok\n      errors {\n        field\n        message\n      }\n      operation {\n        sha256Hash\n        name\n        registeredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePartnerOperation($clientId: ID!, $sha256Hash: ID!) {\n    removePartnerOperation(clientId: $clientId, sha256Hash: $sha256Hash) {\n      ok\n      errors {\n        field\n        message\n      }\n      sha256Hash\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePartnerOperation($clientId: ID!, $sha256Hash: ID!) {\n    removePartnerOperation(clientId: $clientId, sha256Hash: $sha256Hash) {\n      ok\n      errors {\n        field\n        message\n      }\n      sha256Hash\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportFormParts on ReportForm {\n    reportDate\n    generalInfo {\n      applicator\n      applicatorLicenseNumber\n      sensitiveCropRegistry\n      endangeredSpeciesAwareness\n      applicationStart\n      applicationStop\n      applicationStopsNextDay\n      supervisedApplicators\n      registryCheckedOn\n      neighboursNotified\n      commercial\n      customerName\n      customerAddress\n    }\n    site {\n      cropOrSite\n      areaTreatedAcres\n      fsaFarmNumber\n      fsaTractNumber\n      fsaFieldNumber\n    }\n    applications {\n      productName\n      epaRegNumber\n      useRate\n      totalAmount\n      totalAmountUnit\n    }\n    weather {\n      temperature\n      humidity\n      windSpeed\n      windDirection\n      precipitation\n      source\n      sources {\n        temperature\n        humidity\n        windSpeed\n        windDirection\n      }\n      forecastIssuedAt\n      atFinish {\n        temperature\n        windSpeed\n        windDirection\n      }\n    }\n    startCheck {\n      startedAt\n      temperatureF\n      windMph\n      windFrom\n      confirmedForecast\n    }\n    equipment {\n      carrierGpa\n      groundSpeedMph\n      adjuvants\n      downwindBufferFt\n      limitsExplanation\n    }\n    nozzle {\n      manufacturer\n      noozleType\n      noozleSize\n      pumpPressure\n      boomHeightTemp\n      dropletClass\n    }\n  }\n"): (typeof documents)["\n  fragment ReportFormParts on ReportForm {\n    reportDate\n    generalInfo {\n      applicator\n      applicatorLicenseNumber\n      sensitiveCropRegistry\n      endangeredSpeciesAwareness\n      applicationStart\n      applicationStop\n      applicationStopsNextDay\n      supervisedApplicators\n      registryCheckedOn\n      neighboursNotified\n      commercial\n      customerName\n      customerAddress\n    }\n    site {\n      cropOrSite\n      areaTreatedAcres\n      fsaFarmNumber\n      fsaTractNumber\n      fsaFieldNumber\n    }\n    applications {\n      productName\n      epaRegNumber\n      useRate\n      totalAmount\n      totalAmountUnit\n    }\n    weather {\n      temperature\n      humidity\n      windSpeed\n      windDirection\n      precipitation\n      source\n      sources {\n        temperature\n        humidity\n        windSpeed\n        windDirection\n      }\n      forecastIssuedAt\n      atFinish {\n        temperature\n        windSpeed\n        windDirection\n      }\n    }\n    startCheck {\n      startedAt\n      temperatureF\n      windMph\n      windFrom\n      confirmedForecast\n    }\n    equipment {\n      carrierGpa\n      groundSpeedMph\n      adjuvants\n      downwindBufferFt\n      limitsExplanation\n    }\n    nozzle {\n      manufacturer\n      noozleType\n      noozleSize\n      pumpPressure\n      boomHeightTemp\n      dropletClass\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportParts on Report {\n    id\n    field\n    fieldName\n    farmName\n    acres\n    version\n    versions\n    savedAt\n    savedByName\n    changeReason\n    pdfSha256\n    timeZone\n    timeZoneName\n    pdfUrl\n    mapUrl\n    form {\n      ...ReportFormParts\n    }\n    record {\n      title\n      fieldName\n      farmLine\n      dateLine\n      versionLine\n      laterVersion\n      sections {\n        title\n        rows {\n          label\n          value\n        }\n      }\n      products {\n        columns\n        rows\n        note\n      }\n      driftLine\n      footer\n    }\n  }\n"): (typeof documents)["\n  fragment ReportParts on Report {\n    id\n    field\n    fieldName\n    farmName\n    acres\n    version\n    versions\n    savedAt\n    savedByName\n    changeReason\n    pdfSha256\n    timeZone\n    timeZoneName\n    pdfUrl\n    mapUrl\n    form {\n      ...ReportFormParts\n    }\n    record {\n      title\n      fieldName\n      farmLine\n      dateLine\n      versionLine\n      laterVersion\n      sections {\n        title\n        rows {\n          label\n          value\n        }\n      }\n      products {\n        columns\n        rows\n        note\n      }\n      driftLine\n      footer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportReference {\n    nozzleReference {\n      pumpPressures\n      dropletClasses {\n        code\n        name\n      }\n      nozzleSizes {\n        code\n        colour\n        gpmAt40Psi\n      }\n      manufacturers {\n        id\n        name\n        noozleTypeCode\n        noozleTypes {\n          code\n          name\n          kind\n        }\n      }\n    }\n    productRegistrations {\n      productName\n      epaRegNumber\n      registrant\n    }\n  }\n"): (typeof documents)["\n  query ReportReference {\n    nozzleReference {\n      pumpPressures\n      dropletClasses {\n        code\n        name\n      }\n      nozzleSizes {\n        code\n        colour\n        gpmAt40Psi\n      }\n      manufacturers {\n        id\n        name\n        noozleTypeCode\n        noozleTypes {\n          code\n          name\n          kind\n        }\n      }\n    }\n    productRegistrations {\n      productName\n      epaRegNumber\n      registrant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportDraft($field: ID!) {\n    reportDraft(field: $field) {\n      field {\n        uuid\n        name\n        farmName\n        acres\n      }\n      timeZone\n      onBehalf\n      form {\n        ...ReportFormParts\n      }\n      weather {\n        source\n        issuedAt\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportDraft($field: ID!) {\n    reportDraft(field: $field) {\n      field {\n        uuid\n        name\n        farmName\n        acres\n      }\n      timeZone\n      onBehalf\n      form {\n        ...ReportFormParts\n      }\n      weather {\n        source\n        issuedAt\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldReports($field: ID, $page: Int!) {\n    reports(field: $field, page: $page) {\n      meta {\n        page\n        totalPages\n        total\n      }\n      results {\n        ...ReportParts\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldReports($field: ID, $page: Int!) {\n    reports(field: $field, page: $page) {\n      meta {\n        page\n        totalPages\n        total\n      }\n      results {\n        ...ReportParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportVersion($id: Int!, $version: Int) {\n    report(id: $id, version: $version) {\n      ...ReportParts\n    }\n  }\n"): (typeof documents)["\n  query ReportVersion($id: Int!, $version: Int) {\n    report(id: $id, version: $version) {\n      ...ReportParts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportHistory($id: Int!) {\n    report(id: $id) {\n      id\n      version\n      history {\n        ...ReportParts\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportHistory($id: Int!) {\n    report(id: $id) {\n      id\n      version\n      history {\n        ...ReportParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReport($input: SaveReportInput!) {\n    saveReport(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        ...ReportParts\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveReport($input: SaveReportInput!) {\n    saveReport(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        ...ReportParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AmendReport($input: AmendReportInput!) {\n    amendReport(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        ...ReportParts\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AmendReport($input: AmendReportInput!) {\n    amendReport(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      report {\n        ...ReportParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaginationFields on PaginationMeta {\n    page\n    totalPages\n    total\n    resultsOnPage\n    previousPage\n    nextPage\n  }\n"): (typeof documents)["\n  fragment PaginationFields on PaginationMeta {\n    page\n    totalPages\n    total\n    resultsOnPage\n    previousPage\n    nextPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignedRetailers($page: Int!) {\n    assignedRetailers(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        company\n        lastEnteredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignedRetailers($page: Int!) {\n    assignedRetailers(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        company\n        lastEnteredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignedAccounts($page: Int!) {\n    assignedAccounts(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        accountName\n        lastEnteredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignedAccounts($page: Int!) {\n    assignedAccounts(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        accountName\n        lastEnteredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAgRetailerInvite($email: String!) {\n    sendAgRetailerInvite(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      email\n      upgradeRequired\n    }\n  }\n"): (typeof documents)["\n  mutation SendAgRetailerInvite($email: String!) {\n    sendAgRetailerInvite(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      email\n      upgradeRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAgRetailer($id: ID!) {\n    removeAgRetailer(id: $id) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveAgRetailer($id: ID!) {\n    removeAgRetailer(id: $id) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgRetailerInvite($inviteHash: String!) {\n    agRetailerInvite(inviteHash: $inviteHash) {\n      ok\n      errors {\n        message\n      }\n      invite {\n        growerName\n        accountName\n        retailerName\n        company\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgRetailerInvite($inviteHash: String!) {\n    agRetailerInvite(inviteHash: $inviteHash) {\n      ok\n      errors {\n        message\n      }\n      invite {\n        growerName\n        accountName\n        retailerName\n        company\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptAgRetailerInvite($inviteHash: String!) {\n    acceptAgRetailerInvite(inviteHash: $inviteHash) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptAgRetailerInvite($inviteHash: String!) {\n    acceptAgRetailerInvite(inviteHash: $inviteHash) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterGodMode($uuid: ID!) {\n    enterGodMode(uuid: $uuid) {\n      ok\n      errors {\n        message\n      }\n      godMode\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EnterGodMode($uuid: ID!) {\n    enterGodMode(uuid: $uuid) {\n      ok\n      errors {\n        message\n      }\n      godMode\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveGodMode {\n    leaveGodMode {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveGodMode {\n    leaveGodMode {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersSidebar($page: Int!) {\n    assignedAccounts(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        accountName\n        farms {\n          id\n          name\n          fieldCount\n          acres\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersSidebar($page: Int!) {\n    assignedAccounts(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        uuid\n        fullName\n        email\n        accountName\n        farms {\n          id\n          name\n          fieldCount\n          acres\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrowerFarmFields($account: ID!, $farm: Int!) {\n    assignedFarmFields(account: $account, farm: $farm) {\n      uuid\n      name\n      area\n      bbox\n      isBuilding\n      geometry {\n        coordinates\n      }\n    }\n  }\n"): (typeof documents)["\n  query GrowerFarmFields($account: ID!, $farm: Int!) {\n    assignedFarmFields(account: $account, farm: $farm) {\n      uuid\n      name\n      area\n      bbox\n      isBuilding\n      geometry {\n        coordinates\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingInvites($page: Int!) {\n    pendingInvites(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        direction\n        name\n        email\n        business\n        invitedBy\n        sentAt\n        expiresAt\n        expired\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingInvites($page: Int!) {\n    pendingInvites(page: $page) {\n      meta {\n        ...PaginationFields\n      }\n      result {\n        id\n        direction\n        name\n        email\n        business\n        invitedBy\n        sentAt\n        expiresAt\n        expired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendAgRetailerInvite($id: ID!) {\n    resendAgRetailerInvite(id: $id) {\n      ok\n      errors {\n        message\n      }\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ResendAgRetailerInvite($id: ID!) {\n    resendAgRetailerInvite(id: $id) {\n      ok\n      errors {\n        message\n      }\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAgRetailerInvite($id: ID!) {\n    cancelAgRetailerInvite(id: $id) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAgRetailerInvite($id: ID!) {\n    cancelAgRetailerInvite(id: $id) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SprayChoices {\n    myTankMixes {\n      id\n      name\n    }\n    myHerbicideGroups {\n      id\n      groupLabel\n      groupType\n    }\n  }\n"): (typeof documents)["\n  query SprayChoices {\n    myTankMixes {\n      id\n      name\n    }\n    myHerbicideGroups {\n      id\n      groupLabel\n      groupType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SprayZone {\n    myFarms {\n      id\n      fields {\n        uuid\n        weather {\n          weather {\n            timeZone\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SprayZone {\n    myFarms {\n      id\n      fields {\n        uuid\n        weather {\n          weather {\n            timeZone\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SprayPlannerFields on SprayPlanner {\n    farmId\n    herbicideGroups {\n      id\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    tankMix {\n      id\n      name\n    }\n    fields {\n      uuid\n      name\n    }\n    startedAt\n    timeZone\n    neighboursNotified\n  }\n"): (typeof documents)["\n  fragment SprayPlannerFields on SprayPlanner {\n    farmId\n    herbicideGroups {\n      id\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    tankMix {\n      id\n      name\n    }\n    fields {\n      uuid\n      name\n    }\n    startedAt\n    timeZone\n    neighboursNotified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SprayNoticeFields on SprayNotice {\n    id\n    kind\n    sprayId\n    startedAt\n    stoppedAt\n    active\n    herbicides {\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    fields {\n      uuid\n      name\n      cropTrait\n      injuredBy\n    }\n    timeZone\n    sprayedBy\n  }\n"): (typeof documents)["\n  fragment SprayNoticeFields on SprayNotice {\n    id\n    kind\n    sprayId\n    startedAt\n    stoppedAt\n    active\n    herbicides {\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    fields {\n      uuid\n      name\n      cropTrait\n      injuredBy\n    }\n    timeZone\n    sprayedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CurrentSprays {\n    currentSprays {\n      ...SprayPlannerFields\n    }\n  }\n"): (typeof documents)["\n  subscription CurrentSprays {\n    currentSprays {\n      ...SprayPlannerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SprayNotices {\n    sprayNotices {\n      ...SprayNoticeFields\n    }\n  }\n"): (typeof documents)["\n  query SprayNotices {\n    sprayNotices {\n      ...SprayNoticeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SprayNoticesLive($after: Int) {\n    sprayNotices(after: $after) {\n      ...SprayNoticeFields\n    }\n  }\n"): (typeof documents)["\n  subscription SprayNoticesLive($after: Int) {\n    sprayNotices(after: $after) {\n      ...SprayNoticeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSpraying($input: StartSprayingInput!) {\n    startSpraying(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      planner {\n        ...SprayPlannerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartSpraying($input: StartSprayingInput!) {\n    startSpraying(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      planner {\n        ...SprayPlannerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopSpraying($farmId: Int!) {\n    stopSpraying(farmId: $farmId) {\n      ok\n      errors {\n        message\n      }\n      farmId\n    }\n  }\n"): (typeof documents)["\n  mutation StopSpraying($farmId: Int!) {\n    stopSpraying(farmId: $farmId) {\n      ok\n      errors {\n        message\n      }\n      farmId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FieldWeatherFields on FieldWeather {\n    temperature0\n    windSpeed0\n    windDir0\n    chanceOfRain0\n    source\n    issuedAt\n    timeZone\n  }\n"): (typeof documents)["\n  fragment FieldWeatherFields on FieldWeather {\n    temperature0\n    windSpeed0\n    windDir0\n    chanceOfRain0\n    source\n    issuedAt\n    timeZone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LabelBreachFields on LabelBreach {\n    rule\n    tier\n    words\n    found\n    source\n    confirmed\n    products\n  }\n"): (typeof documents)["\n  fragment LabelBreachFields on LabelBreach {\n    rule\n    tier\n    words\n    found\n    source\n    confirmed\n    products\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmSpray($plan: SprayPlanInput) {\n    myFarms {\n      id\n      fields {\n        uuid\n        spray(plan: $plan) {\n          unavailable\n          sprayability {\n            index\n            good\n            allowed\n            breaches {\n              ...LabelBreachFields\n            }\n            cautions {\n              ...LabelBreachFields\n            }\n            labels {\n              id\n              products {\n                name\n                epaRegNumber\n                registered\n              }\n            }\n            reasons\n            explanation\n            windows {\n              start\n              end\n              lowestIndex\n            }\n            weather {\n              ...FieldWeatherFields\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FarmSpray($plan: SprayPlanInput) {\n    myFarms {\n      id\n      fields {\n        uuid\n        spray(plan: $plan) {\n          unavailable\n          sprayability {\n            index\n            good\n            allowed\n            breaches {\n              ...LabelBreachFields\n            }\n            cautions {\n              ...LabelBreachFields\n            }\n            labels {\n              id\n              products {\n                name\n                epaRegNumber\n                registered\n              }\n            }\n            reasons\n            explanation\n            windows {\n              start\n              end\n              lowestIndex\n            }\n            weather {\n              ...FieldWeatherFields\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldDrift($uuid: ID!, $plan: SprayPlanInput) {\n    fieldDrift(uuid: $uuid, plan: $plan) {\n      unavailable\n      zone {\n        polygons\n        windSpeedMph\n        windDirection\n        distanceFt\n        dropletClass\n        labelBufferFt\n        labelBufferActive\n        weatherSource\n      }\n    }\n    adjacentFields(uuid: $uuid, plan: $plan) {\n      uuid\n      label\n      compatible\n      injuring\n      polygons\n    }\n  }\n"): (typeof documents)["\n  query FieldDrift($uuid: ID!, $plan: SprayPlanInput) {\n    fieldDrift(uuid: $uuid, plan: $plan) {\n      unavailable\n      zone {\n        polygons\n        windSpeedMph\n        windDirection\n        distanceFt\n        dropletClass\n        labelBufferFt\n        labelBufferActive\n        weatherSource\n      }\n    }\n    adjacentFields(uuid: $uuid, plan: $plan) {\n      uuid\n      label\n      compatible\n      injuring\n      polygons\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriftColors {\n    colorSchema {\n      drift\n      compatibleAdjacentField\n      incompatibleAdjacentField\n    }\n  }\n"): (typeof documents)["\n  query DriftColors {\n    colorSchema {\n      drift\n      compatibleAdjacentField\n      incompatibleAdjacentField\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TankMixFields on TankMix {\n    id\n    name\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    activeIngredients {\n      id\n      name\n      group {\n        id\n      }\n    }\n    products\n    compatibility {\n      ...VerdictFields\n    }\n  }\n"): (typeof documents)["\n  fragment TankMixFields on TankMix {\n    id\n    name\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    activeIngredients {\n      id\n      name\n      group {\n        id\n      }\n    }\n    products\n    compatibility {\n      ...VerdictFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TankMixScreen {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n"): (typeof documents)["\n  query TankMixScreen {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MixCompatibility($herbicideGroupIds: [Int!]!, $activeIngredientIds: [Int!]!, $products: [String!]!) {\n    compatibility(\n      input: { herbicideGroupIds: $herbicideGroupIds, activeIngredientIds: $activeIngredientIds, products: $products }\n    ) {\n      ...VerdictFields\n    }\n  }\n"): (typeof documents)["\n  query MixCompatibility($herbicideGroupIds: [Int!]!, $activeIngredientIds: [Int!]!, $products: [String!]!) {\n    compatibility(\n      input: { herbicideGroupIds: $herbicideGroupIds, activeIngredientIds: $activeIngredientIds, products: $products }\n    ) {\n      ...VerdictFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTankMix($input: CreateTankMixInput!) {\n    createTankMix(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tankMix {\n        ...TankMixFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTankMix($input: CreateTankMixInput!) {\n    createTankMix(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tankMix {\n        ...TankMixFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTankMix($id: Int!) {\n    deleteTankMix(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTankMix($id: Int!) {\n    deleteTankMix(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTankMixes {\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n"): (typeof documents)["\n  query MyTankMixes {\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTutorials($input: TutorialFlagsInput!) {\n    updateTutorials(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tutorial {\n        ...TutorialFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTutorials($input: TutorialFlagsInput!) {\n    updateTutorials(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tutorial {\n        ...TutorialFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmSidebar {\n    myFarms {\n      id\n      name\n      fieldCount\n      acres\n      fields {\n        uuid\n        cluUuid\n        name\n        area\n        bbox\n        isBuilding\n        endangeredSpeciesMeasures\n        crop {\n          id\n          name\n          logo\n        }\n        cropTrait {\n          id\n          name\n        }\n        disputeFields {\n          uuid\n          area\n          overlaps\n        }\n        neighborCompatibility {\n          field\n          crop {\n            name\n          }\n          cropTrait {\n            name\n          }\n          injuring\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FarmSidebar {\n    myFarms {\n      id\n      name\n      fieldCount\n      acres\n      fields {\n        uuid\n        cluUuid\n        name\n        area\n        bbox\n        isBuilding\n        endangeredSpeciesMeasures\n        crop {\n          id\n          name\n          logo\n        }\n        cropTrait {\n          id\n          name\n        }\n        disputeFields {\n          uuid\n          area\n          overlaps\n        }\n        neighborCompatibility {\n          field\n          crop {\n            name\n          }\n          cropTrait {\n            name\n          }\n          injuring\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CropChoices {\n    crops {\n      id\n      name\n    }\n    cropTraitGroups {\n      cropName\n      crop {\n        id\n      }\n      traits {\n        id\n        traitName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CropChoices {\n    crops {\n      id\n      name\n    }\n    cropTraitGroups {\n      cropName\n      crop {\n        id\n      }\n      traits {\n        id\n        traitName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on User {\n    id\n    uuid\n    fullName\n    email\n    farmName\n    isAgRetailer\n    isDeveloper\n    isStaff\n    legalNotice\n    subscriptionPlan\n    pendingEmail\n    tutorial {\n      ...TutorialFields\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    id\n    uuid\n    fullName\n    email\n    farmName\n    isAgRetailer\n    isDeveloper\n    isStaff\n    legalNotice\n    subscriptionPlan\n    pendingEmail\n    tutorial {\n      ...TutorialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TutorialFields on TutorialFlags {\n    farms\n    herbicides\n    traits\n    tankMix\n  }\n"): (typeof documents)["\n  fragment TutorialFields on TutorialFlags {\n    farms\n    herbicides\n    traits\n    tankMix\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CluNodes($lat: Float!, $lng: Float!) {\n    cluNodes(lat: $lat, lng: $lng) {\n      id\n      fieldCount\n      geometryVersion\n    }\n  }\n"): (typeof documents)["\n  query CluNodes($lat: Float!, $lng: Float!) {\n    cluNodes(lat: $lat, lng: $lng) {\n      id\n      fieldCount\n      geometryVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    cluCoverage(west: $west, south: $south, east: $east, north: $north) {\n      id\n      fieldCount\n      center {\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    cluCoverage(west: $west, south: $south, east: $east, north: $north) {\n      id\n      fieldCount\n      center {\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ColorSchema {\n    colorSchema {\n      unclaimedFields\n      claimedFields\n      myField\n      myFieldActive\n      neighbouringFieldsFree\n      neighbouringFieldsClaimed\n      mergeFieldsColor\n      disputedClus\n    }\n  }\n"): (typeof documents)["\n  query ColorSchema {\n    colorSchema {\n      unclaimedFields\n      claimedFields\n      myField\n      myFieldActive\n      neighbouringFieldsFree\n      neighbouringFieldsClaimed\n      mergeFieldsColor\n      disputedClus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput) {\n    cluFields(nodes: $nodes, near: $near, outerRingsOnly: true) {\n      node\n      offset\n      done\n      unchanged\n      # The compact form (one-letter keys, schema/clu.graphql CluWireFields) that the gateway\n      # passes through without per-field work; the store reads it as \"fields\".\n      fields: wireFields\n    }\n  }\n"): (typeof documents)["\n  subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput) {\n    cluFields(nodes: $nodes, near: $near, outerRingsOnly: true) {\n      node\n      offset\n      done\n      unchanged\n      # The compact form (one-letter keys, schema/clu.graphql CluWireFields) that the gateway\n      # passes through without per-field work; the store reads it as \"fields\".\n      fields: wireFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapFields($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    mapFields(west: $west, south: $south, east: $east, north: $north) {\n      fields {\n        uuid\n        mine\n        neighbour\n        name\n        farmName\n        area\n        geometry {\n          coordinates\n        }\n        disputeFields {\n          uuid\n          area\n          overlaps\n        }\n        boundaryVersion\n      }\n      disputes {\n        field\n        other\n        area\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MapFields($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    mapFields(west: $west, south: $south, east: $east, north: $north) {\n      fields {\n        uuid\n        mine\n        neighbour\n        name\n        farmName\n        area\n        geometry {\n          coordinates\n        }\n        disputeFields {\n          uuid\n          area\n          overlaps\n        }\n        boundaryVersion\n      }\n      disputes {\n        field\n        other\n        area\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CluRawFields($node: Int!) {\n    cluRawFields(node: $node) {\n      offset\n      done\n      geojson\n    }\n  }\n"): (typeof documents)["\n  subscription CluRawFields($node: Int!) {\n    cluRawFields(node: $node) {\n      offset\n      done\n      geojson\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;