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
    "\n  query EmailRegistered($email: String!) {\n    emailRegistered(email: $email)\n  }\n": typeof types.EmailRegisteredDocument,
    "\n  query SecurityQuestions {\n    securityQuestions {\n      id\n      question\n    }\n  }\n": typeof types.SecurityQuestionsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ActivateAccount($userUuid: ID!, $activationHash: String!) {\n    activateAccount(userUuid: $userUuid, activationHash: $activationHash) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.ActivateAccountDocument,
    "\n  query RecoveryQuestion($email: String!) {\n    recoveryQuestion(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      securityQuestion {\n        id\n        question\n      }\n    }\n  }\n": typeof types.RecoveryQuestionDocument,
    "\n  mutation VerifySecurityAnswer($input: SecurityAnswerInput!) {\n    verifySecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.VerifySecurityAnswerDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
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
    "\n  query FarmSidebar {\n    myFarms {\n      id\n      name\n      fieldCount\n      acres\n      fields {\n        uuid\n        cluUuid\n        name\n        area\n        bbox\n        isBuilding\n        crop {\n          id\n          name\n          logo\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.FarmSidebarDocument,
    "\n  mutation AddFarm($name: String!) {\n    addFarm(name: $name) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AddFarmDocument,
    "\n  mutation RenameFarm($id: Int!, $name: String!) {\n    renameFarm(id: $id, name: $name) {\n      ok\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RenameFarmDocument,
    "\n  mutation DeleteFarm($id: Int!) {\n    deleteFarm(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": typeof types.DeleteFarmDocument,
    "\n  query CropChoices {\n    crops {\n      id\n      name\n    }\n    cropTraitGroups {\n      crop {\n        id\n      }\n      traits {\n        id\n        traitName\n      }\n    }\n  }\n": typeof types.CropChoicesDocument,
    "\n  mutation UpdateField($uuid: ID!, $input: UpdateFieldInput!) {\n    updateField(uuid: $uuid, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n      }\n    }\n  }\n": typeof types.UpdateFieldDocument,
    "\n  mutation DeleteField($uuid: ID!) {\n    deleteField(uuid: $uuid) {\n      ok\n      errors {\n        field\n        message\n      }\n      uuid\n    }\n  }\n": typeof types.DeleteFieldDocument,
    "\n  mutation BulkEditFields($items: [BulkFieldInput!]!) {\n    bulkEditFields(items: $items) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n      }\n    }\n  }\n": typeof types.BulkEditFieldsDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  fragment SprayPlannerFields on SprayPlanner {\n    farmId\n    herbicideGroups {\n      id\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    tankMix {\n      id\n      name\n    }\n    fields {\n      uuid\n      name\n    }\n    startedAt\n    neighboursNotified\n  }\n": typeof types.SprayPlannerFieldsFragmentDoc,
    "\n  fragment SprayNoticeFields on SprayNotice {\n    id\n    startedAt\n    active\n    herbicides {\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    fields {\n      uuid\n      name\n      cropTrait\n      injuredBy\n    }\n    sprayer {\n      fullName\n      email\n    }\n  }\n": typeof types.SprayNoticeFieldsFragmentDoc,
    "\n  query SprayChoices {\n    myHerbicideGroups {\n      id\n      groupLabel\n      groupType\n    }\n    myTankMixes {\n      id\n      name\n    }\n  }\n": typeof types.SprayChoicesDocument,
    "\n  subscription CurrentSprays {\n    currentSprays {\n      ...SprayPlannerFields\n    }\n  }\n": typeof types.CurrentSpraysDocument,
    "\n  query SprayNotices {\n    sprayNotices {\n      ...SprayNoticeFields\n    }\n  }\n": typeof types.SprayNoticesDocument,
    "\n  subscription SprayNoticesLive($after: Int) {\n    sprayNotices(after: $after) {\n      ...SprayNoticeFields\n    }\n  }\n": typeof types.SprayNoticesLiveDocument,
    "\n  mutation StartSpraying($input: StartSprayingInput!) {\n    startSpraying(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      planner {\n        ...SprayPlannerFields\n      }\n    }\n  }\n": typeof types.StartSprayingDocument,
    "\n  mutation StopSpraying($farmId: Int!) {\n    stopSpraying(farmId: $farmId) {\n      ok\n      errors {\n        message\n      }\n      farmId\n    }\n  }\n": typeof types.StopSprayingDocument,
    "\n  fragment TankMixFields on TankMix {\n    id\n    name\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    activeIngredients {\n      id\n      name\n      group {\n        id\n      }\n    }\n    compatibility {\n      ...VerdictFields\n    }\n  }\n": typeof types.TankMixFieldsFragmentDoc,
    "\n  query TankMixScreen {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n": typeof types.TankMixScreenDocument,
    "\n  query MixCompatibility($herbicideGroupIds: [Int!]!, $activeIngredientIds: [Int!]!) {\n    compatibility(input: { herbicideGroupIds: $herbicideGroupIds, activeIngredientIds: $activeIngredientIds }) {\n      ...VerdictFields\n    }\n  }\n": typeof types.MixCompatibilityDocument,
    "\n  mutation CreateTankMix($input: CreateTankMixInput!) {\n    createTankMix(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tankMix {\n        ...TankMixFields\n      }\n    }\n  }\n": typeof types.CreateTankMixDocument,
    "\n  mutation DeleteTankMix($id: Int!) {\n    deleteTankMix(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": typeof types.DeleteTankMixDocument,
    "\n  query MyTankMixes {\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n": typeof types.MyTankMixesDocument,
    "\n  mutation UpdateTutorials($input: TutorialFlagsInput!) {\n    updateTutorials(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tutorial {\n        ...TutorialFields\n      }\n    }\n  }\n": typeof types.UpdateTutorialsDocument,
    "\n  fragment ViewerFields on User {\n    uuid\n    fullName\n    email\n    farmName\n    isAgRetailer\n    isDeveloper\n    isStaff\n    legalNotice\n    subscriptionPlan\n    tutorial {\n      ...TutorialFields\n    }\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  fragment TutorialFields on TutorialFlags {\n    farms\n    herbicides\n    traits\n    tankMix\n  }\n": typeof types.TutorialFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query CluNodes($lat: Float!, $lng: Float!) {\n    cluNodes(lat: $lat, lng: $lng) {\n      id\n      fieldCount\n    }\n  }\n": typeof types.CluNodesDocument,
    "\n  query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    cluCoverage(west: $west, south: $south, east: $east, north: $north) {\n      id\n      fieldCount\n      center {\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.CluCoverageDocument,
    "\n  query ColorSchema {\n    colorSchema {\n      unclaimedFields\n      claimedFields\n      myField\n      myFieldActive\n      neighbouringFieldsFree\n      neighbouringFieldsClaimed\n    }\n  }\n": typeof types.ColorSchemaDocument,
    "\n  subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput) {\n    cluFields(nodes: $nodes, near: $near, outerRingsOnly: true) {\n      node\n      offset\n      done\n      # One-letter aliases: tens of thousands of fields repeat these keys on the wire.\n      fields {\n        u: uuid\n        a: acres\n        c: claimed\n        m: mine\n        b: neighbour\n        o: owner {\n          n: fullName\n          e: email\n        }\n        p: polygons\n      }\n    }\n  }\n": typeof types.CluFieldsDocument,
    "\n  mutation ClaimField($uuid: ID!, $input: ClaimFieldInput!) {\n    claimField(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        farm\n      }\n    }\n  }\n": typeof types.ClaimFieldDocument,
    "\n  query MyFarms {\n    myFarms {\n      id\n      name\n      fields {\n        uuid\n        name\n        area\n        center {\n          lat\n          lng\n        }\n        bbox\n      }\n    }\n  }\n": typeof types.MyFarmsDocument,
    "\n  subscription CluRawFields($node: Int!) {\n    cluRawFields(node: $node) {\n      offset\n      done\n      geojson\n    }\n  }\n": typeof types.CluRawFieldsDocument,
};
const documents: Documents = {
    "\n  query EmailRegistered($email: String!) {\n    emailRegistered(email: $email)\n  }\n": types.EmailRegisteredDocument,
    "\n  query SecurityQuestions {\n    securityQuestions {\n      id\n      question\n    }\n  }\n": types.SecurityQuestionsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ActivateAccount($userUuid: ID!, $activationHash: String!) {\n    activateAccount(userUuid: $userUuid, activationHash: $activationHash) {\n      ok\n      errors {\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.ActivateAccountDocument,
    "\n  query RecoveryQuestion($email: String!) {\n    recoveryQuestion(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      securityQuestion {\n        id\n        question\n      }\n    }\n  }\n": types.RecoveryQuestionDocument,
    "\n  mutation VerifySecurityAnswer($input: SecurityAnswerInput!) {\n    verifySecurityAnswer(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.VerifySecurityAnswerDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
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
    "\n  query FarmSidebar {\n    myFarms {\n      id\n      name\n      fieldCount\n      acres\n      fields {\n        uuid\n        cluUuid\n        name\n        area\n        bbox\n        isBuilding\n        crop {\n          id\n          name\n          logo\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.FarmSidebarDocument,
    "\n  mutation AddFarm($name: String!) {\n    addFarm(name: $name) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n": types.AddFarmDocument,
    "\n  mutation RenameFarm($id: Int!, $name: String!) {\n    renameFarm(id: $id, name: $name) {\n      ok\n      errors {\n        field\n        message\n      }\n      farm {\n        id\n        name\n      }\n    }\n  }\n": types.RenameFarmDocument,
    "\n  mutation DeleteFarm($id: Int!) {\n    deleteFarm(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": types.DeleteFarmDocument,
    "\n  query CropChoices {\n    crops {\n      id\n      name\n    }\n    cropTraitGroups {\n      crop {\n        id\n      }\n      traits {\n        id\n        traitName\n      }\n    }\n  }\n": types.CropChoicesDocument,
    "\n  mutation UpdateField($uuid: ID!, $input: UpdateFieldInput!) {\n    updateField(uuid: $uuid, input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n      }\n    }\n  }\n": types.UpdateFieldDocument,
    "\n  mutation DeleteField($uuid: ID!) {\n    deleteField(uuid: $uuid) {\n      ok\n      errors {\n        field\n        message\n      }\n      uuid\n    }\n  }\n": types.DeleteFieldDocument,
    "\n  mutation BulkEditFields($items: [BulkFieldInput!]!) {\n    bulkEditFields(items: $items) {\n      ok\n      errors {\n        field\n        message\n      }\n      fields {\n        uuid\n      }\n    }\n  }\n": types.BulkEditFieldsDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.UpdateMeDocument,
    "\n  fragment SprayPlannerFields on SprayPlanner {\n    farmId\n    herbicideGroups {\n      id\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    tankMix {\n      id\n      name\n    }\n    fields {\n      uuid\n      name\n    }\n    startedAt\n    neighboursNotified\n  }\n": types.SprayPlannerFieldsFragmentDoc,
    "\n  fragment SprayNoticeFields on SprayNotice {\n    id\n    startedAt\n    active\n    herbicides {\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    fields {\n      uuid\n      name\n      cropTrait\n      injuredBy\n    }\n    sprayer {\n      fullName\n      email\n    }\n  }\n": types.SprayNoticeFieldsFragmentDoc,
    "\n  query SprayChoices {\n    myHerbicideGroups {\n      id\n      groupLabel\n      groupType\n    }\n    myTankMixes {\n      id\n      name\n    }\n  }\n": types.SprayChoicesDocument,
    "\n  subscription CurrentSprays {\n    currentSprays {\n      ...SprayPlannerFields\n    }\n  }\n": types.CurrentSpraysDocument,
    "\n  query SprayNotices {\n    sprayNotices {\n      ...SprayNoticeFields\n    }\n  }\n": types.SprayNoticesDocument,
    "\n  subscription SprayNoticesLive($after: Int) {\n    sprayNotices(after: $after) {\n      ...SprayNoticeFields\n    }\n  }\n": types.SprayNoticesLiveDocument,
    "\n  mutation StartSpraying($input: StartSprayingInput!) {\n    startSpraying(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      planner {\n        ...SprayPlannerFields\n      }\n    }\n  }\n": types.StartSprayingDocument,
    "\n  mutation StopSpraying($farmId: Int!) {\n    stopSpraying(farmId: $farmId) {\n      ok\n      errors {\n        message\n      }\n      farmId\n    }\n  }\n": types.StopSprayingDocument,
    "\n  fragment TankMixFields on TankMix {\n    id\n    name\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    activeIngredients {\n      id\n      name\n      group {\n        id\n      }\n    }\n    compatibility {\n      ...VerdictFields\n    }\n  }\n": types.TankMixFieldsFragmentDoc,
    "\n  query TankMixScreen {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n": types.TankMixScreenDocument,
    "\n  query MixCompatibility($herbicideGroupIds: [Int!]!, $activeIngredientIds: [Int!]!) {\n    compatibility(input: { herbicideGroupIds: $herbicideGroupIds, activeIngredientIds: $activeIngredientIds }) {\n      ...VerdictFields\n    }\n  }\n": types.MixCompatibilityDocument,
    "\n  mutation CreateTankMix($input: CreateTankMixInput!) {\n    createTankMix(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tankMix {\n        ...TankMixFields\n      }\n    }\n  }\n": types.CreateTankMixDocument,
    "\n  mutation DeleteTankMix($id: Int!) {\n    deleteTankMix(id: $id) {\n      ok\n      errors {\n        field\n        message\n      }\n      id\n    }\n  }\n": types.DeleteTankMixDocument,
    "\n  query MyTankMixes {\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n": types.MyTankMixesDocument,
    "\n  mutation UpdateTutorials($input: TutorialFlagsInput!) {\n    updateTutorials(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      tutorial {\n        ...TutorialFields\n      }\n    }\n  }\n": types.UpdateTutorialsDocument,
    "\n  fragment ViewerFields on User {\n    uuid\n    fullName\n    email\n    farmName\n    isAgRetailer\n    isDeveloper\n    isStaff\n    legalNotice\n    subscriptionPlan\n    tutorial {\n      ...TutorialFields\n    }\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  fragment TutorialFields on TutorialFlags {\n    farms\n    herbicides\n    traits\n    tankMix\n  }\n": types.TutorialFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query CluNodes($lat: Float!, $lng: Float!) {\n    cluNodes(lat: $lat, lng: $lng) {\n      id\n      fieldCount\n    }\n  }\n": types.CluNodesDocument,
    "\n  query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    cluCoverage(west: $west, south: $south, east: $east, north: $north) {\n      id\n      fieldCount\n      center {\n        lat\n        lng\n      }\n    }\n  }\n": types.CluCoverageDocument,
    "\n  query ColorSchema {\n    colorSchema {\n      unclaimedFields\n      claimedFields\n      myField\n      myFieldActive\n      neighbouringFieldsFree\n      neighbouringFieldsClaimed\n    }\n  }\n": types.ColorSchemaDocument,
    "\n  subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput) {\n    cluFields(nodes: $nodes, near: $near, outerRingsOnly: true) {\n      node\n      offset\n      done\n      # One-letter aliases: tens of thousands of fields repeat these keys on the wire.\n      fields {\n        u: uuid\n        a: acres\n        c: claimed\n        m: mine\n        b: neighbour\n        o: owner {\n          n: fullName\n          e: email\n        }\n        p: polygons\n      }\n    }\n  }\n": types.CluFieldsDocument,
    "\n  mutation ClaimField($uuid: ID!, $input: ClaimFieldInput!) {\n    claimField(uuid: $uuid, input: $input) {\n      ok\n      upgradeRequired\n      errors {\n        field\n        message\n      }\n      field {\n        uuid\n        name\n        area\n        farm\n      }\n    }\n  }\n": types.ClaimFieldDocument,
    "\n  query MyFarms {\n    myFarms {\n      id\n      name\n      fields {\n        uuid\n        name\n        area\n        center {\n          lat\n          lng\n        }\n        bbox\n      }\n    }\n  }\n": types.MyFarmsDocument,
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
export function graphql(source: "\n  query RecoveryQuestion($email: String!) {\n    recoveryQuestion(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      securityQuestion {\n        id\n        question\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecoveryQuestion($email: String!) {\n    recoveryQuestion(email: $email) {\n      ok\n      errors {\n        field\n        message\n      }\n      securityQuestion {\n        id\n        question\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query FarmSidebar {\n    myFarms {\n      id\n      name\n      fieldCount\n      acres\n      fields {\n        uuid\n        cluUuid\n        name\n        area\n        bbox\n        isBuilding\n        crop {\n          id\n          name\n          logo\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FarmSidebar {\n    myFarms {\n      id\n      name\n      fieldCount\n      acres\n      fields {\n        uuid\n        cluUuid\n        name\n        area\n        bbox\n        isBuilding\n        crop {\n          id\n          name\n          logo\n        }\n        cropTrait {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query CropChoices {\n    crops {\n      id\n      name\n    }\n    cropTraitGroups {\n      crop {\n        id\n      }\n      traits {\n        id\n        traitName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CropChoices {\n    crops {\n      id\n      name\n    }\n    cropTraitGroups {\n      crop {\n        id\n      }\n      traits {\n        id\n        traitName\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SprayPlannerFields on SprayPlanner {\n    farmId\n    herbicideGroups {\n      id\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    tankMix {\n      id\n      name\n    }\n    fields {\n      uuid\n      name\n    }\n    startedAt\n    neighboursNotified\n  }\n"): (typeof documents)["\n  fragment SprayPlannerFields on SprayPlanner {\n    farmId\n    herbicideGroups {\n      id\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    tankMix {\n      id\n      name\n    }\n    fields {\n      uuid\n      name\n    }\n    startedAt\n    neighboursNotified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SprayNoticeFields on SprayNotice {\n    id\n    startedAt\n    active\n    herbicides {\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    fields {\n      uuid\n      name\n      cropTrait\n      injuredBy\n    }\n    sprayer {\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment SprayNoticeFields on SprayNotice {\n    id\n    startedAt\n    active\n    herbicides {\n      groupLabel\n      groupType\n      herbicideNames\n    }\n    fields {\n      uuid\n      name\n      cropTrait\n      injuredBy\n    }\n    sprayer {\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SprayChoices {\n    myHerbicideGroups {\n      id\n      groupLabel\n      groupType\n    }\n    myTankMixes {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SprayChoices {\n    myHerbicideGroups {\n      id\n      groupLabel\n      groupType\n    }\n    myTankMixes {\n      id\n      name\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment TankMixFields on TankMix {\n    id\n    name\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    activeIngredients {\n      id\n      name\n      group {\n        id\n      }\n    }\n    compatibility {\n      ...VerdictFields\n    }\n  }\n"): (typeof documents)["\n  fragment TankMixFields on TankMix {\n    id\n    name\n    herbicideGroups {\n      ...HerbicideGroupFields\n    }\n    activeIngredients {\n      id\n      name\n      group {\n        id\n      }\n    }\n    compatibility {\n      ...VerdictFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TankMixScreen {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n"): (typeof documents)["\n  query TankMixScreen {\n    myHerbicideGroups {\n      ...HerbicideGroupFields\n    }\n    myTankMixes {\n      ...TankMixFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MixCompatibility($herbicideGroupIds: [Int!]!, $activeIngredientIds: [Int!]!) {\n    compatibility(input: { herbicideGroupIds: $herbicideGroupIds, activeIngredientIds: $activeIngredientIds }) {\n      ...VerdictFields\n    }\n  }\n"): (typeof documents)["\n  query MixCompatibility($herbicideGroupIds: [Int!]!, $activeIngredientIds: [Int!]!) {\n    compatibility(input: { herbicideGroupIds: $herbicideGroupIds, activeIngredientIds: $activeIngredientIds }) {\n      ...VerdictFields\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ViewerFields on User {\n    uuid\n    fullName\n    email\n    farmName\n    isAgRetailer\n    isDeveloper\n    isStaff\n    legalNotice\n    subscriptionPlan\n    tutorial {\n      ...TutorialFields\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    uuid\n    fullName\n    email\n    farmName\n    isAgRetailer\n    isDeveloper\n    isStaff\n    legalNotice\n    subscriptionPlan\n    tutorial {\n      ...TutorialFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query CluNodes($lat: Float!, $lng: Float!) {\n    cluNodes(lat: $lat, lng: $lng) {\n      id\n      fieldCount\n    }\n  }\n"): (typeof documents)["\n  query CluNodes($lat: Float!, $lng: Float!) {\n    cluNodes(lat: $lat, lng: $lng) {\n      id\n      fieldCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    cluCoverage(west: $west, south: $south, east: $east, north: $north) {\n      id\n      fieldCount\n      center {\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {\n    cluCoverage(west: $west, south: $south, east: $east, north: $north) {\n      id\n      fieldCount\n      center {\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ColorSchema {\n    colorSchema {\n      unclaimedFields\n      claimedFields\n      myField\n      myFieldActive\n      neighbouringFieldsFree\n      neighbouringFieldsClaimed\n    }\n  }\n"): (typeof documents)["\n  query ColorSchema {\n    colorSchema {\n      unclaimedFields\n      claimedFields\n      myField\n      myFieldActive\n      neighbouringFieldsFree\n      neighbouringFieldsClaimed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput) {\n    cluFields(nodes: $nodes, near: $near, outerRingsOnly: true) {\n      node\n      offset\n      done\n      # One-letter aliases: tens of thousands of fields repeat these keys on the wire.\n      fields {\n        u: uuid\n        a: acres\n        c: claimed\n        m: mine\n        b: neighbour\n        o: owner {\n          n: fullName\n          e: email\n        }\n        p: polygons\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput) {\n    cluFields(nodes: $nodes, near: $near, outerRingsOnly: true) {\n      node\n      offset\n      done\n      # One-letter aliases: tens of thousands of fields repeat these keys on the wire.\n      fields {\n        u: uuid\n        a: acres\n        c: claimed\n        m: mine\n        b: neighbour\n        o: owner {\n          n: fullName\n          e: email\n        }\n        p: polygons\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription CluRawFields($node: Int!) {\n    cluRawFields(node: $node) {\n      offset\n      done\n      geojson\n    }\n  }\n"): (typeof documents)["\n  subscription CluRawFields($node: Int!) {\n    cluRawFields(node: $node) {\n      offset\n      done\n      geojson\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;